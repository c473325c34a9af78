import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import * as s from './AppLayout.css.ts';

/** Props of `AppLayout`. */
export interface AppLayoutProps {
  /** The operator's logo (the theme's `themeAssets[name].logo` or the tenant's own). */
  logoSrc: string;
  /** The logo's text alternative: the operator's name. */
  logoAlt: string;
  /** Where the logo leads (spec §2: the root from /search, otherwise login). */
  logoHref: string;
  /** Before the logo (the menu button). */
  headerStart?: ReactNode;
  /** At the header's end (the language toggle, the account avatar). */
  headerEnd?: ReactNode;
  /** The footer's content (logout, terms, privacy, pricing links). */
  footer?: ReactNode;
  /** A column beside the content from the desktop breakpoint up, above it on phones (e.g. the sign-up stepper). */
  sidebar?: ReactNode;
  /** The label of the skip link, the first focusable element (e.g. "Skip to content"). */
  skipLinkLabel: string;
  /** The page. */
  children: ReactNode;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

/**
 * The page frame: a sticky header with the logo and a slot for the language toggle and menu, the content (a `main`
 * landmark, reachable through the skip link), an optional sidebar, and the footer. The footer waits for the page's
 * content (issue 32): while `main` is empty or the region holding the page's `h1` is busy (`PageFrame`'s `busy`), it
 * keeps its place but is not shown (5 s at most, `FOOTER_WAIT_MS`), so that the content does not push it down once
 * drawn.
 */
export function AppLayout({
  logoSrc,
  logoAlt,
  logoHref,
  headerStart,
  headerEnd,
  footer,
  sidebar,
  skipLinkLabel,
  children,
  className,
}: AppLayoutProps) {
  return (
    <div className={cx(s.root, className)}>
      <header className={s.header}>
        {/* First focusable element; inside the banner so that every piece of the page sits in a landmark. */}
        <a className={s.skipLink} href="#main-content">
          {skipLinkLabel}
        </a>
        <div className={s.headerInner}>
          {headerStart}
          <Link href={logoHref} className={s.logoLink}>
            <img className={s.logo} src={logoSrc} alt={logoAlt} />
          </Link>
          <div className={s.headerEnd}>{headerEnd}</div>
        </div>
      </header>
      <div className={cx(s.body, sidebar != null && s.withSidebar)}>
        {sidebar != null && <aside className={s.sidebar}>{sidebar}</aside>}
        <main id="main-content" tabIndex={-1} className={s.main}>
          {children}
        </main>
      </div>
      {footer != null && (
        <footer className={s.footer}>
          <div className={s.footerInner}>{footer}</div>
        </footer>
      )}
    </div>
  );
}
