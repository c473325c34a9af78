import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryLanguage, useStoryText } from '../../storybook/StoryLocale.tsx';
import { OfflineReason } from '../Button/Button.tsx';
import { AsOf } from './AsOf.tsx';

/** Issue 33: what a page kept for offline use says under its title while the browser is offline. */
function Demo({ offline, minutesAgo }: { offline: boolean; minutesAgo: number }) {
  const t = useStoryText();
  const language = useStoryLanguage();
  return (
    <OfflineReason value={offline ? 'offline-banner' : null}>
      <AsOf updatedAt={Date.now() - minutesAgo * 60_000} locale={language} timeZone="America/Montreal">
        {({ today, time }) => (today ? t(`Hors ligne · à jour à ${time}`, `Offline · as of ${time}`) : t(`Hors ligne · à jour le ${time}`, `Offline · as of ${time}`))}
      </AsOf>
    </OfflineReason>
  );
}

const meta = { title: 'Feedback/AsOf', component: Demo, args: { offline: true, minutesAgo: 0 } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offline, updated a moment ago: the time alone, in the tenant's zone. */
export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(Hors ligne · à jour à \d\dh\d\d|Offline · as of \d\d:\d\d)$/)).toBeVisible();
  },
};

/** Offline, updated three days ago: the day as well. */
export const OfflineSinceDays: Story = {
  args: { minutesAgo: 3 * 24 * 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(Hors ligne · à jour le \d{1,2} \S+ \d\dh\d\d|Offline · as of \d{1,2} \S+ \d\d:\d\d)$/)).toBeVisible();
  },
};

/** Online: nothing, the page is live. */
export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
