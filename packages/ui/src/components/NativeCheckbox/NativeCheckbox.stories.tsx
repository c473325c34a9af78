import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { NativeCheckbox } from './NativeCheckbox.tsx';

function Demo({ defaultSelected = false }: { defaultSelected?: boolean }) {
  const t = useStoryText();
  const [selected, setSelected] = useState(defaultSelected);
  return (
    <NativeCheckbox isSelected={selected} onChange={setSelected}>
      {t("Cookies de mesure d'audience (facultatifs)", 'Audience measurement cookies (optional)')}
    </NativeCheckbox>
  );
}

const meta = { title: 'Forms/NativeCheckbox', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: /^(Cookies de mesure|Audience measurement)/ });
    await expect(checkbox).not.toBeChecked();
    // The whole label row ticks it, as `Checkbox`'s does.
    await userEvent.click(canvas.getByText(/^(Cookies de mesure|Audience measurement)/));
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    // A native control: focusable, ticked with the space bar.
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultSelected: true } };
