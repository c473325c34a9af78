import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { MenuIcon } from '../../internal/icons.tsx';
import { useStoryLanguage, useStoryText, useStoryTheme } from '../../storybook/StoryLocale.tsx';
import { themeAssets } from '../../theme/assets.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { LanguageToggle } from '../LanguageToggle/LanguageToggle.tsx';
import { Link } from '../Link/Link.tsx';
import { AppLayout } from './AppLayout.tsx';

function Demo() {
  const t = useStoryText();
  const theme = useStoryTheme();
  const [language, setLanguage] = useState<string>(useStoryLanguage());
  return (
    <AppLayout
      logoSrc={themeAssets[theme].logo}
      logoAlt={t("Accueil de l'opérateur", "Operator's home")}
      logoHref="#"
      skipLinkLabel={t('Aller au contenu', 'Skip to content')}
      headerStart={<IconButton icon={<MenuIcon />} label={t('Ouvrir le menu', 'Open the menu')} />}
      headerEnd={
        <LanguageToggle
          label={t('Langue', 'Language')}
          value={language}
          onChange={setLanguage}
          options={[
            { id: 'fr', shortLabel: 'FR', name: 'Français' },
            { id: 'en', shortLabel: 'EN', name: 'English' },
          ]}
        />
      }
      footer={
        <>
          <Link href="#terms">{t('Conditions générales', 'Terms and conditions')}</Link>
          <Link href="#privacy">{t('Politique de confidentialité', 'Privacy policy')}</Link>
          <Link href="#pricing">{t('Tarifs', 'Pricing')}</Link>
        </>
      }
    >
      <h1 style={{ fontSize: 28, marginBottom: 8 }}>{t('Bonjour Camille', 'Hello Camille')}</h1>
      <p>{t('Votre prochaine location commence demain à 9h00.', 'Your next rental starts tomorrow at 09:00.')}</p>
    </AppLayout>
  );
}

const meta = { title: 'Layout/AppLayout', component: Demo, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    // The skip link is first in the tab order and leads to the main content.
    await expect(canvasElement.querySelector('a')).toHaveAttribute('href', '#main-content');
  },
};
