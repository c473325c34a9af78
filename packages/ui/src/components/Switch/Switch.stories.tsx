import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { Switch, type SwitchProps } from './Switch.tsx';

function Demo(props: Partial<SwitchProps>) {
  const t = useStoryText();
  return <Switch {...props}>{t('Géolocalisation pendant la location', 'Location tracking during the rental')}</Switch>;
}

const meta = { title: 'Forms/Switch', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch');
    await userEvent.click(control);
    await expect(control).toBeChecked();
  },
};
export const On: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
