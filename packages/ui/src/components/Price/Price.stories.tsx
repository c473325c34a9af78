import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { Price, type PriceProps } from './Price.tsx';

function Demo(props: Partial<PriceProps>) {
  const t = useStoryText();
  return <Price amountCents={2450} currency="EUR" preDiscountLabel={t('au lieu de', 'instead of')} {...props} />;
}

const meta = { title: 'Data/Price', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Euro: Story = {
  play: async ({ canvasElement, globals }) => {
    // decision D26: French puts the symbol after, English before.
    const text = canvasElement.textContent?.replace(/[\u202f\u00a0]/g, ' ');
    await expect(text).toBe(storyText(globals)('24,50 €', '€24.50'));
  },
};

export const WithDiscount: Story = {
  args: { preDiscountCents: 3200, size: 'lg' },
  play: async ({ canvas, canvasElement, globals }) => {
    const struck = canvasElement.querySelector('s');
    await expect(struck?.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toBe(storyText(globals)('32,00 €', '€32.00'));
    // The struck-through price is introduced for screen readers, which do not announce strike-through.
    await expect(canvas.getByText(storyText(globals)('au lieu de', 'instead of'))).toBeInTheDocument();
  },
};

export const Currencies: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Demo currency="CAD" />
      <Demo currency="GBP" />
      <Demo currency="USD" />
    </div>
  ),
};

export const ZeroShowsNothing: Story = {
  args: { amountCents: 0 },
  play: async ({ canvasElement }) => {
    // decision D26: a zero price shows nothing.
    await expect(canvasElement.textContent).toBe('');
  },
};
