// Stories only: the app's frame (header with menu button and language toggle, footer links) as the layout stories
// and the screen stories show it, so that both show the same frame.
import { useState, type ReactNode } from 'react';
import { AppLayout } from '../components/AppLayout/AppLayout.tsx';
import { IconButton } from '../components/IconButton/IconButton.tsx';
import { LanguageToggle } from '../components/LanguageToggle/LanguageToggle.tsx';
import { Link } from '../components/Link/Link.tsx';
import { MenuIcon } from '../internal/icons.tsx';
import { themeAssets } from '../theme/assets.ts';
import { useStoryLanguage, useStoryText, useStoryTheme } from './StoryLocale.tsx';

/** The French / English toggle of the header, starting on the toolbar's language. */
export function StoryLanguageToggle() {
  const t = useStoryText();
  const [language, setLanguage] = useState<string>(useStoryLanguage());
  return (
    <LanguageToggle
      label={t('Langue', 'Language')}
      value={language}
      onChange={setLanguage}
      options={[
        { id: 'fr', shortLabel: 'FR', name: 'Français' },
        { id: 'en', shortLabel: 'EN', name: 'English' },
      ]}
    />
  );
}

/** The app's frame around a story's content: the toolbar theme's logo, the header, the footer links. */
export function StoryAppFrame({ children, headerEnd, sidebar }: { children: ReactNode; headerEnd?: ReactNode; sidebar?: ReactNode }) {
  const t = useStoryText();
  const theme = useStoryTheme();
  return (
    <AppLayout
      logoSrc={themeAssets[theme].logo}
      logoAlt={t("Accueil de l'opérateur", "Operator's home")}
      logoHref="#"
      skipLinkLabel={t('Aller au contenu', 'Skip to content')}
      headerStart={<IconButton icon={<MenuIcon />} label={t('Ouvrir le menu', 'Open the menu')} />}
      headerEnd={
        <>
          <StoryLanguageToggle />
          {headerEnd}
        </>
      }
      footer={
        <>
          <Link href="#terms">{t('Conditions générales', 'Terms and conditions')}</Link>
          <Link href="#privacy">{t('Politique de confidentialité', 'Privacy policy')}</Link>
          <Link href="#pricing">{t('Tarifs', 'Pricing')}</Link>
        </>
      }
      sidebar={sidebar}
    >
      {children}
    </AppLayout>
  );
}
