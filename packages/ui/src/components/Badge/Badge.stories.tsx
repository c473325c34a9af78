import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryText } from '../../storybook/storyKit.tsx';
import { Badge } from './Badge.tsx';

const meta = { title: 'Feedback/Badge', component: Badge, args: { children: '' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DriverStatuses: Story = {
  render: withStoryText((t) => (
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Badge status="verified">{t('Vérifié', 'Verified')}</Badge>
        <Badge status="pending_validation">{t('En attente de validation', 'Pending validation')}</Badge>
        <Badge status="incomplete">{t('Incomplet', 'Incomplete')}</Badge>
      </div>
    )),
  play: async ({ canvas, canvasElement }) => {
    // Colour never carries the status alone: each badge has its words.
    const badges = canvasElement.querySelectorAll('[data-status]');
    await expect(badges).toHaveLength(3);
    for (const badge of badges) await expect(badge.textContent?.trim()).not.toBe('');
    await expect(canvas.getByText(/Vérifié|Verified/)).toBeVisible();
  },
};

export const Tones: Story = {
  render: withStoryText((t) => (
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Badge tone="brand">{t('Covoiturage', 'Carpooling')}</Badge>
        <Badge tone="info">{t('Horaires ajustés', 'Adjusted times')}</Badge>
        <Badge tone="success">{t('Terminée', 'Finished')}</Badge>
        <Badge tone="warning">{t('En attente', 'Pending')}</Badge>
        <Badge tone="danger">{t('Annulée', 'Cancelled')}</Badge>
        <Badge tone="neutral">{t('Brouillon', 'Draft')}</Badge>
      </div>
    )),
};
