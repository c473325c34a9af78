import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useTenant } from '../../shell/ShellContext.tsx';
import * as css from './AccountLayout.css.ts';

/** The account area (spec §2): its pages beside a left menu on wide screens; phones use the drawer menu. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const tenant = useTenant();
  const pathname = useLocation({ select: (location) => location.pathname });
  const links = [
    { href: '/account/bookings', id: 'bookings', shown: true },
    { href: '/account/carpoolings', id: 'carpoolings', shown: tenant.use_carpooling },
    { href: '/account/bookings-history', id: 'history', shown: true },
    { href: '/account/details', id: 'account-details', shown: true },
    { href: '/account/payment-method', id: 'payment-methods', shown: tenant.use_payments },
    { href: '/account/privacy', id: 'privacy', shown: true },
    { href: '/account/help/faq', id: 'help-faq', shown: true },
  ].filter((link) => link.shown);
  return (
    <div className={css.layout}>
      <nav className={css.nav} aria-label={intl.formatMessage({ id: 'app.AccountLayout.label' })}>
        <ul className={css.list}>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={css.link}
                aria-current={pathname.startsWith(link.href) ? 'page' : undefined}
              >
                {intl.formatMessage({ id: `app.Menu.${link.id}` })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.content}>{children}</div>
    </div>
  );
}
