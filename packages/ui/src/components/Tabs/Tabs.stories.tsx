import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { Tabs } from './Tabs.tsx';

function Demo() {
  const t = useStoryText();
  return (
    <Tabs
      label={t('Mes réservations', 'My bookings')}
      items={[
        { id: 'upcoming', label: t('À venir', 'Upcoming'), content: <p>{t('2 réservations à venir.', '2 upcoming bookings.')}</p> },
        { id: 'in-progress', label: t('En cours', 'In progress'), content: <p>{t('Aucune location en cours.', 'No rental in progress.')}</p> },
        { id: 'past', label: t('Passées', 'Past'), content: <p>{t('15 locations passées.', '15 past rentals.')}</p> },
      ]}
    />
  );
}

const meta = { title: 'Navigation/Tabs', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(t('15 locations passées.', '15 past rentals.'));
  },
};
