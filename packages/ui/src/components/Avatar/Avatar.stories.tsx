import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

const meta = { title: 'Data/Avatar', component: Avatar, args: { name: 'Camille Tremblay' } } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Camille Tremblay' });
    await expect(avatar).toHaveTextContent('CT');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" name="Ada Lovelace" />
    </div>
  ),
};

export const BrokenPictureFallsBack: Story = {
  args: { src: '/missing-picture.png' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('CT')).toBeInTheDocument();
  },
};
