import { useSession } from '@frontoffice/api-client';
import { logoDestination } from '@frontoffice/domain';
import { AppLayout } from '@frontoffice/ui/AppLayout';
import { IconButton } from '@frontoffice/ui/IconButton';
import { MenuIcon } from '@frontoffice/ui/icons';
import { useLocation } from '@tanstack/react-router';
import { type ReactNode, startTransition, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Footer } from './Footer.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { lazyWithLocale } from '../intl/lazyWithLocale.tsx';
import { firstContentPainted } from '../startup/firstContent.ts';
import { firstPage } from '../startup/firstPage.ts';
import type { MainMenuProps } from './MainMenu.tsx';
import { SupportButton } from './SupportButton.tsx';
import { useBranding } from './useBranding.ts';
import { OfflineSupport } from '../offline/OfflineSupport.tsx';
import { TripEnd } from './TripEnd.tsx';

/**
 * The drawer menu, in a chunk of its own (issue 32): with react-aria's modal, focus scope and disclosures it was a
 * third of the app frame, and the frame is in the first paint of every page, where the menu is closed. It is asked
 * for when the pointer or the focus reaches the menu button, and a while after the page is drawn (the search page's
 * last files arrive after its first paint: the menu waits for them), so that it is there when the button is pressed;
 * a press before that opens it when it has arrived.
 */
const MainMenu = lazyWithLocale<MainMenuProps>(() => import('./MainMenu.tsx').then(({ MainMenu: Menu }) => ({ default: Menu })));
const MENU_AFTER_PAGE_MS = 2000;
const preloadMenu = () => void MainMenu.preload().catch(() => undefined);

/** The frame of every page but the sign-in ones (spec §2 shared layout): header, drawer menu, content, footer. */
export default function AppShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { user } = useSession();
  const { name, logo } = useBranding();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  // Rendered from the first press (closed, it draws nothing).
  const [menuWanted, setMenuWanted] = useState(false);
  // Issue 32: closed (its button, Escape, a press outside it, an entry chosen) by a transition too: the press is drawn
  // pressed at once, and the menu's render with the drawer leaving follows in short tasks.
  const changeMenu = (open: boolean) => startTransition(() => setMenuOpen(open));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    void Promise.all([firstContentPainted, firstPage.drawn]).then(() => {
      if (current) timer = setTimeout(preloadMenu, MENU_AFTER_PAGE_MS);
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, []);

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
          onHoverStart={preloadMenu}
          onFocus={preloadMenu}
          onPressStart={preloadMenu}
          // Issue 32: the drawer is drawn by a transition, which React renders in short tasks: the press is answered at
          // once, and the drawer (react-aria's modal: its focus, its scroll lock and viewport measures) follows.
          onPress={() =>
            startTransition(() => {
              setMenuWanted(true);
              setMenuOpen(true);
            })
          }
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
      {/* Issue 34: the end of the driver's trip, from 30 minutes before it, with the way to extend it. */}
      <TripEnd />
      {/* Issue 33: the offline worker, the offer to reload into a new build, the data kept for offline use. */}
      <OfflineSupport />
      {menuWanted && (
        <Suspense fallback={null}>
          <MainMenu isOpen={menuOpen} onOpenChange={changeMenu} user={user ?? null} />
        </Suspense>
      )}
    </AppLayout>
  );
}
