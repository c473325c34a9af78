import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Price } from '../Price/Price.tsx';
import { Table, type TableColumn } from './Table.tsx';

interface Rental {
  id: string;
  vehicle: string;
  plate: string;
  date: { fr: string; en: string };
  status: 'finished' | 'cancelled';
  priceCents: number;
}

const rentals: Rental[] = [
  { id: 'r1', vehicle: 'Renault Zoe', plate: 'AB-123-CD', date: { fr: '12 nov. 09h00', en: '12 Nov. 09:00' }, status: 'finished', priceCents: 2450 },
  { id: 'r2', vehicle: 'Peugeot e-208', plate: 'EF-456-GH', date: { fr: '3 nov. 14h30', en: '3 Nov. 14:30' }, status: 'cancelled', priceCents: 0 },
  { id: 'r3', vehicle: 'Tesla Model 3', plate: 'IJ-789-KL', date: { fr: '28 oct. 08h15', en: '28 Oct. 08:15' }, status: 'finished', priceCents: 8900 },
];

function Demo({ empty = false }: { empty?: boolean }) {
  const t = useStoryText();
  const columns: TableColumn<Rental>[] = [
    { id: 'vehicle', label: t('Véhicule', 'Vehicle'), isRowHeader: true, render: (r) => r.vehicle },
    { id: 'plate', label: t('Immatriculation', 'Plate'), render: (r) => r.plate },
    { id: 'date', label: t('Départ', 'Start'), render: (r) => t(r.date.fr, r.date.en) },
    {
      id: 'status',
      label: t('Statut', 'Status'),
      render: (r) =>
        r.status === 'finished' ? <Badge tone="success">{t('Terminée', 'Finished')}</Badge> : <Badge tone="neutral">{t('Annulée', 'Cancelled')}</Badge>,
    },
    { id: 'price', label: t('Prix', 'Price'), align: 'end', render: (r) => <Price amountCents={r.priceCents} currency="EUR" size="sm" /> },
  ];
  return (
    <Table
      label={t('Locations passées', 'Past rentals')}
      columns={columns}
      rows={empty ? [] : rentals}
      getRowId={(r) => r.id}
      emptyState={t('Aucune location passée.', 'No past rental.')}
    />
  );
}

const meta = { title: 'Data/Table', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PastRentals: Story = {
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('grid', { name: storyText(globals)('Locations passées', 'Past rentals') });
    // Header row + three rentals; each row is named by its vehicle.
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('rowheader', { name: 'Tesla Model 3' })).toBeInTheDocument();
    // On phones each value shows its column name (CSS from data-label).
    await expect(within(table).getByText('IJ-789-KL').closest('[data-label]')).toHaveAttribute('data-label');
  },
};

export const Empty: Story = { args: { empty: true } };
