import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { Menu } from './Menu.tsx';

function Demo({ onAction }: { onAction: (id: unknown) => void }) {
  const t = useStoryText();
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', maxWidth: 360 }}>
      <Menu
        label={t('Actions sur la carte', 'Card actions')}
        onAction={onAction}
        items={[
          { id: 'default', label: t('Définir par défaut', 'Set as default') },
          { id: 'delete', label: t('Supprimer', 'Delete'), isDanger: true },
        ]}
      />
    </div>
  );
}

const meta = { title: 'Navigation/Menu', component: Demo, args: { onAction: fn() } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button'));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: storyText(globals)('Supprimer', 'Delete') }));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
  },
};
