import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseIcon, MenuIcon, PlusIcon } from '../../internal/icons.tsx';
import { storyText, withStoryText } from '../../storybook/storyKit.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: <MenuIcon />, label: 'Menu', onPress: fn() },
  render: withStoryText((t, args) => <IconButton {...args} label={t('Ouvrir le menu', 'Open the menu')} />),
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: storyText(globals)('Ouvrir le menu', 'Open the menu') });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalled();
    const box = button.getBoundingClientRect();
    await expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
    await expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
  },
};

export const Variants: Story = {
  render: withStoryText((t, args) => (
      <div style={{ display: 'flex', gap: 12 }}>
        <IconButton {...args} variant="ghost" icon={<CloseIcon />} label={t('Fermer', 'Close')} />
        <IconButton {...args} variant="secondary" icon={<MenuIcon />} label={t('Menu', 'Menu')} />
        <IconButton {...args} variant="primary" icon={<PlusIcon />} label={t('Ajouter', 'Add')} />
      </div>
    )),
};

export const Disabled: Story = { args: { isDisabled: true } };
