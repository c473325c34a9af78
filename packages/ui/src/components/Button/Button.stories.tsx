import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PlusIcon } from '../../internal/icons.tsx';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { Button, type ButtonProps } from './Button.tsx';

function Demo(props: Omit<ButtonProps, 'children'> & { fr?: string; en?: string }) {
  const t = useStoryText();
  const { fr = 'Réserver', en = 'Book', ...rest } = props;
  return <Button {...rest}>{t(fr, en)}</Button>;
}

const meta = {
  title: 'Actions/Button',
  component: Demo,
  args: { onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Phone first: every button is at least a 44 × 44 touch target.
    const box = button.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', fr: 'Annuler', en: 'Cancel' } };
export const Outline: Story = { args: { variant: 'outline', fr: 'Modifier', en: 'Edit' } };
export const Ghost: Story = { args: { variant: 'ghost', fr: 'Plus tard', en: 'Later' } };
export const Danger: Story = { args: { variant: 'danger', fr: 'Supprimer mon compte', en: 'Delete my account' } };
export const WithIcon: Story = { args: { icon: <PlusIcon />, fr: 'Ajouter une carte', en: 'Add a card' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Demo {...args} size="sm" />
      <Demo {...args} size="md" />
      <Demo {...args} size="lg" />
    </div>
  ),
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.click(button);
    // A pending button ignores presses, so a form cannot be sent twice.
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true, size: 'lg' },
};
