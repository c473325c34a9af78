import { useSessionKind, useTenant, type User } from '@frontoffice/api-client';
import { accountStatus, licenceWarning, MENU_ENTRY_PAGES, menuEntries, type GuestMenuEntry, type MemberMenuEntry } from '@frontoffice/domain';
import { Avatar } from '@frontoffice/ui/Avatar';
import { Badge } from '@frontoffice/ui/Badge';
import { DrawerMenu, type DrawerMenuGroup, type DrawerMenuItem } from '@frontoffice/ui/Drawer';
import { useLocation } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useLanguage } from '../intl/LanguageProvider.tsx';
import { routeOf } from '../access/guard.ts';
import { useSignOut } from '../session/useSignOut.ts';
import * as css from './shell.css.ts';

/** Props of {@link MainMenu}. */
export interface MainMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The signed-in member's account, or null for a guest. */
  user: User | null;
}

const GROUPS = {
  bookings: ['bookings', 'carpoolings', 'history'],
  // issue 31: the accessibility statement closes the help section.
  help: ['help-faq', 'help-contact', 'help-pricing', 'help-accessibility'],
} as const;

/**
 * The drawer menu (spec §2): which entries show comes from the domain's menu rules for the tenant and the account;
 * its header shows the avatar, the name and the status badge; the account entry says when the licence has expired or
 * soon will (issue 34). Guests get the guest menu (spec §6).
 */
export function MainMenu({ isOpen, onOpenChange, user }: MainMenuProps) {
  const intl = useIntl();
  const tenant = useTenant();
  const session = useSessionKind();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { language, available, setLanguage } = useLanguage();
  const signOut = useSignOut();
  const account = { serverStep: user?.workflow_next_step ?? null, canAccessBackOffice: user?.can_access_backoffice ?? false };
  const shown = menuEntries(session, tenant, account);
  const label = (entry: string) => intl.formatMessage({ id: `app.Menu.${entry}` });
  // issue 34, decision D44: a licence expired or expiring within 30 days is badged on the account entry. The account is
  // the cached one, replaced by the profile's save, and the clock is read at each render: a new date removes the badge.
  const licence = licenceWarning(user, tenant, Date.now());
  const licenceBadge: DrawerMenuItem['badge'] = licence
    ? { label: intl.formatMessage({ id: `app.Menu.licence.${licence.state}` }), tone: licence.state === 'expired' ? 'danger' : 'warning' }
    : undefined;

  const item = (entry: MemberMenuEntry | GuestMenuEntry): DrawerMenuItem | null => {
    if (entry === 'logout') return { id: entry, label: label(entry), onAction: () => void signOut() };
    if (entry === 'back-office') return tenant.backoffice_url ? { id: entry, label: label(entry), href: tenant.backoffice_url } : null;
    if (entry === 'fleet-planning') return tenant.fleet_planning_url ? { id: entry, label: label(entry), href: tenant.fleet_planning_url } : null;
    if (entry === 'language') return null;
    const href = routeOf(MENU_ENTRY_PAGES[entry]);
    const badge = entry === 'account-details' ? licenceBadge : undefined;
    return { id: entry, label: label(entry), href, isCurrent: pathname === href, badge };
  };

  const entries: Array<DrawerMenuItem | DrawerMenuGroup> = [];
  const grouped = new Set<string>([...GROUPS.bookings, ...GROUPS.help]);
  for (const entry of shown) {
    if (entry === 'bookings') {
      const items = GROUPS.bookings.filter((e) => shown.includes(e)).map(item).filter((i) => i !== null);
      entries.push({ id: 'group-bookings', label: label('group-bookings'), items });
    } else if (entry === 'help-faq') {
      const items = GROUPS.help.filter((e) => shown.includes(e)).map(item).filter((i) => i !== null);
      entries.push({ id: 'group-help', label: label('group-help'), items });
    } else if (entry === 'language') {
      entries.push({
        id: 'group-language',
        label: label('group-language'),
        items: available.map((id) => ({
          id: `language-${id}`,
          label: intl.formatMessage({ id: `common.language.${id}` }),
          isCurrent: id === language,
          onAction: () => void setLanguage(id),
        })),
      });
    } else if (!grouped.has(entry)) {
      const built = item(entry);
      if (built) entries.push(built);
    }
  }

  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email : null;
  const header =
    user && name ? (
      <div className={css.menuHeader}>
        <Avatar name={name} src={user.small_main_photo_url ?? undefined} isDecorative />
        <div className={css.menuIdentity}>
          <span className={css.menuName}>{name}</span>
          <Badge status={accountStatus(user)}>{intl.formatMessage({ id: `app.Menu.status.${accountStatus(user)}` })}</Badge>
        </div>
      </div>
    ) : null;

  return (
    <DrawerMenu
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      label={intl.formatMessage({ id: 'app.Menu.label' })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      entries={entries}
      header={header}
      defaultExpandedGroups={['group-bookings']}
    />
  );
}
