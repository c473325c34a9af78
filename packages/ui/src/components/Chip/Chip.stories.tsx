import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { ChipGroup, type ChipItem } from './Chip.tsx';

function Demo() {
  const t = useStoryText();
  const [items, setItems] = useState<ChipItem[]>([
    { id: 'electric', label: t('Électrique', 'Electric') },
    { id: 'seats', label: t('4 places ou plus', '4 seats or more') },
    { id: 'auto', label: t('Automatique', 'Automatic') },
  ]);
  return (
    <ChipGroup
      label={t('Filtres actifs', 'Active filters')}
      showLabel
      items={items}
      onRemove={(ids) => setItems((current) => current.filter((item) => !ids.has(item.id)))}
    />
  );
}

const meta = { title: 'Forms/Chip', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RemovableFilters: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    const remove = canvas.getAllByRole('button')[0] as HTMLElement;
    // react-aria names the button with its own translation and the chip's label.
    await expect(remove).toHaveAccessibleName(new RegExp(t('Électrique', 'Electric')));
    await userEvent.click(remove);
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    // Keyboard: Delete removes the focused chip.
    await userEvent.keyboard('{Delete}');
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
  },
};
