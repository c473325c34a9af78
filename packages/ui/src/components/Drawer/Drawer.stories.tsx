import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CalendarIcon, FileIcon, InfoIcon, MenuIcon } from '../../internal/icons.tsx';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DrawerMenu } from './Drawer.tsx';

/** What the account entry's badge says (issue 34): nothing, a licence expiring soon, or one that has expired. */
type LicenceBadge = 'none' | 'expiring' | 'expired';

function Demo({ onLogout, defaultOpen = false, licence = 'none' }: { onLogout: () => void; defaultOpen?: boolean; licence?: LicenceBadge }) {
  const t = useStoryText();
  const badges = {
    none: undefined,
    expiring: { label: t('Permis bientôt expiré', 'Licence expiring'), tone: 'warning' as const },
    expired: { label: t('Permis expiré', 'Licence expired'), tone: 'danger' as const },
  };
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <IconButton icon={<MenuIcon />} label={t('Ouvrir le menu', 'Open the menu')} onPress={() => setOpen(true)} />
      <DrawerMenu
        isOpen={open}
        onOpenChange={setOpen}
        label={t('Menu principal', 'Main menu')}
        closeLabel={t('Fermer le menu', 'Close the menu')}
        header={
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Avatar name="Camille Tremblay" isDecorative />
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'flex-start' }}>
              <strong>Camille Tremblay</strong>
              <Badge status="verified">{t('Vérifié', 'Verified')}</Badge>
            </div>
          </div>
        }
        entries={[
          { id: 'search', label: t('Rechercher un véhicule', 'Find a vehicle'), href: '#search', isCurrent: true, icon: <CalendarIcon /> },
          {
            id: 'bookings',
            label: t('Mes réservations', 'My bookings'),
            icon: <CalendarIcon />,
            items: [
              { id: 'upcoming', label: t('À venir', 'Upcoming'), href: '#upcoming' },
              { id: 'in-progress', label: t('En cours', 'In progress'), href: '#in-progress' },
              { id: 'past', label: t('Passées', 'Past'), href: '#past' },
            ],
          },
          {
            id: 'account',
            label: t('Mon compte', 'My account'),
            icon: <FileIcon />,
            items: [
              { id: 'profile', label: t('Profil', 'Profile'), href: '#profile' },
              { id: 'cards', label: t('Moyens de paiement', 'Payment methods'), href: '#cards' },
              { id: 'documents', label: t('Documents', 'Documents'), href: '#documents' },
            ],
          },
          { id: 'details', label: t('Mon profil', 'My profile'), href: '#details', icon: <FileIcon />, badge: badges[licence] },
          {
            id: 'help',
            label: t('Aide', 'Help'),
            icon: <InfoIcon />,
            items: [
              { id: 'faq', label: t('Questions fréquentes', 'FAQ'), href: '#faq' },
              { id: 'contact', label: t('Nous contacter', 'Contact us'), href: '#contact' },
            ],
          },
        ]}
        footer={
          <Button variant="ghost" fullWidth onPress={onLogout}>
            {t('Se déconnecter', 'Log out')}
          </Button>
        }
      />
    </>
  );
}

const meta = { title: 'Navigation/DrawerMenu', component: Demo, args: { onLogout: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CollapsibleGroups: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button'));
    const drawer = await screen.findByRole('dialog', { name: t('Menu principal', 'Main menu') });
    const account = within(drawer).getByRole('button', { name: t('Mon compte', 'My account') });
    const bookings = within(drawer).getByRole('button', { name: t('Mes réservations', 'My bookings') });
    // Groups start collapsed: their entries are not reachable.
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(within(drawer).queryByRole('link', { name: t('Profil', 'Profile') })).not.toBeInTheDocument();
    await userEvent.click(account);
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    // The drawer may still be sliding in (its backdrop fading), so visibility is awaited.
    await waitFor(() => expect(within(drawer).getByRole('link', { name: t('Profil', 'Profile') })).toBeVisible());
    // Several groups may be open at once.
    await userEvent.click(bookings);
    await expect(bookings).toHaveAttribute('aria-expanded', 'true');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(account);
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(within(drawer).queryByRole('link', { name: t('Profil', 'Profile') })).not.toBeInTheDocument();
    // The current page is marked.
    await expect(within(drawer).getByRole('link', { name: t('Rechercher un véhicule', 'Find a vehicle') })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('button', { name: t('Fermer le menu', 'Close the menu') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

/**
 * issue 34 (decision D44): a licence expiring within 30 days puts a warning badge on the account entry, which a screen
 * reader hears with the entry's name.
 */
export const LicenceExpiringBadge: Story = {
  args: { defaultOpen: true, licence: 'expiring' },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const drawer = await screen.findByRole('dialog', { name: t('Menu principal', 'Main menu') });
    // The badge is said with the entry's name.
    const entry = within(drawer).getByRole('link', { name: new RegExp(`^${t('Mon profil', 'My profile')} ?, ${t('Permis bientôt expiré', 'Licence expiring')}$`) });
    // The drawer may still be sliding in (its backdrop fading), so visibility is awaited.
    await waitFor(() => expect(within(entry).getByText(t('Permis bientôt expiré', 'Licence expiring'))).toBeVisible());
    // The other entries have none.
    await expect(within(drawer).getByRole('link', { name: t('Rechercher un véhicule', 'Find a vehicle') })).toBeVisible();
  },
};

/** issue 34 (decision D44): an expired licence puts a danger badge on the account entry. */
export const LicenceExpiredBadge: Story = {
  args: { defaultOpen: true, licence: 'expired' },
  play: async ({ globals }) => {
    const t = storyText(globals);
    const drawer = await screen.findByRole('dialog', { name: t('Menu principal', 'Main menu') });
    const entry = within(drawer).getByRole('link', { name: new RegExp(`^${t('Mon profil', 'My profile')} ?, ${t('Permis expiré', 'Licence expired')}$`) });
    await waitFor(() => expect(within(entry).getByText(t('Permis expiré', 'Licence expired'))).toBeVisible());
  },
};
