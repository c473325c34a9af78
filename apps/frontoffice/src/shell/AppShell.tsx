import { useSession } from '@frontoffice/api-client';
import { logoDestination } from '@frontoffice/domain';
import { AppLayout } from '@frontoffice/ui/AppLayout';
import { IconButton } from '@frontoffice/ui/IconButton';
import { MenuIcon } from '@frontoffice/ui/icons';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Footer } from './Footer.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MainMenu } from './MainMenu.tsx';
import { SupportButton } from './SupportButton.tsx';
import { useBranding } from './useBranding.ts';

/** The frame of every page but the sign-in ones (spec §2 shared layout): header, drawer menu, content, footer. */
export default function AppShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { user } = useSession();
  const { name, logo } = useBranding();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <AppLayout
      logoSrc={logo}
      logoAlt={name}
      // spec §2: the logo leads to the root from /search, otherwise to login.
      logoHref={logoDestination(pathname) === 'root' ? '/' : '/login'}
      skipLinkLabel={intl.formatMessage({ id: 'app.Shell.skipLink' })}
      headerStart={
        <IconButton
          icon={<MenuIcon />}
          label={intl.formatMessage({ id: 'app.Shell.openMenu' })}
          onPress={() => setMenuOpen(true)}
        />
      }
      headerEnd={
        <>
          <SupportButton />
          <LanguageSwitch />
        </>
      }
      footer={<Footer />}
    >
      {children}
      <MainMenu isOpen={menuOpen} onOpenChange={setMenuOpen} user={user ?? null} />
    </AppLayout>
  );
}
