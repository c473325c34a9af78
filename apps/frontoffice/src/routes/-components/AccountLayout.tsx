import { useSession, useTenant } from '@frontoffice/api-client';
import { accountMenuEntries, MENU_ENTRY_PAGES } from '@frontoffice/domain';
import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { routeOf } from '../../access/guard.ts';
import * as css from './AccountLayout.css.ts';

/**
 * The account area (spec §2): its pages beside a left menu on wide screens; phones use the drawer menu. The side
 * menu shows the drawer menu's account entries, from the same domain rule (issue 12).
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const tenant = useTenant();
  const { user } = useSession();
  const pathname = useLocation({ select: (location) => location.pathname });
  const entries = accountMenuEntries(tenant, {
    serverStep: user?.workflow_next_step ?? null,
    canAccessBackOffice: user?.can_access_backoffice ?? false,
  });
  return (
    <div className={css.layout}>
      <nav className={css.nav} aria-label={intl.formatMessage({ id: 'app.AccountLayout.label' })}>
        <ul className={css.list}>
          {entries.map((entry) => {
            const href = routeOf(MENU_ENTRY_PAGES[entry]);
            // The entry's page or one below it (a booking of the list): /account/bookings-history is not below
            // /account/bookings, whose path it begins with.
            const current = pathname === href || pathname.startsWith(`${href}/`);
            return (
              <li key={entry}>
                <Link href={href} className={css.link} aria-current={current ? 'page' : undefined}>
                  {intl.formatMessage({ id: `app.Menu.${entry}` })}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={css.content}>{children}</div>
    </div>
  );
}
