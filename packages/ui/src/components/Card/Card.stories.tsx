import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { maxWidth, storyText } from '../../storybook/storyKit.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Price } from '../Price/Price.tsx';
import { Card } from './Card.tsx';

function VehicleCard({ highlighted = false }: { highlighted?: boolean }) {
  const t = useStoryText();
  return (
    <Card
      as="article"
      isHighlighted={highlighted}
      title="Renault Zoe · 2023"
      subtitle={t('Citadine électrique · Station Berri-UQAM · 350 m', 'Electric city car · Berri-UQAM station · 350 m')}
      headerEnd={<Badge tone="success">{t('Charge 82 %', 'Charge 82%')}</Badge>}
      footer={
        <>
          <Price amountCents={2450} preDiscountCents={3200} currency="CAD" preDiscountLabel={t('au lieu de', 'instead of')} />
          <div style={{ marginInlineStart: 'auto' }}>
            <Button size="sm">{t('Réserver', 'Book')}</Button>
          </div>
        </>
      }
    >
      <p style={{ margin: 0, color: 'inherit', opacity: 0.85 }}>
        {t('5 portes · 4 places · Automatique · AB-123-CD', '5 doors · 4 seats · Automatic · AB-123-CD')}
      </p>
    </Card>
  );
}

const meta = { title: 'Data/Card', component: VehicleCard, decorators: [maxWidth(480)] } satisfies Meta<typeof VehicleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vehicle: Story = {};

/** `isRegion`: a part of a page, named by its title, that a screen reader lists among the landmarks (the account page). */
export const Region: Story = {
  render: function Render() {
    const t = useStoryText();
    return (
      <Card isRegion headingLevel={2} title={t('Mes documents', 'My documents')}>
        <p style={{ margin: 0 }}>{t('Remplacez un document périmé ou illisible.', 'Replace a document that has expired or is hard to read.')}</p>
      </Card>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('region', { name: storyText(globals)('Mes documents', 'My documents') })).toBeVisible();
  },
};
export const Highlighted: Story = { args: { highlighted: true } };
