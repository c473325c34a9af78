import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { Checkmark } from './Checkmark.tsx';

function Demo() {
  const t = useStoryText();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: 24 }}>
      <Checkmark label={t('Réservation confirmée', 'Booking confirmed')} />
      <strong style={{ fontSize: 22 }}>{t('Réservation confirmée', 'Booking confirmed')}</strong>
    </div>
  );
}

const meta = { title: 'Feedback/Checkmark', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('img', { name: storyText(globals)('Réservation confirmée', 'Booking confirmed') })).toBeInTheDocument();
  },
};
