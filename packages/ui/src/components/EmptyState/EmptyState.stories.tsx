import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarIcon } from '../../internal/icons.tsx';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

function Demo() {
  const t = useStoryText();
  return (
    <EmptyState
      icon={<CalendarIcon size={28} />}
      title={t('Aucune réservation à venir', 'No upcoming booking')}
      description={t('Trouvez un véhicule près de chez vous et réservez-le en quelques minutes.', 'Find a vehicle near you and book it in a few minutes.')}
      action={<Button>{t('Rechercher un véhicule', 'Find a vehicle')}</Button>}
    />
  );
}

const meta = { title: 'Feedback/EmptyState', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoBooking: Story = {};
