import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { maxWidth } from '../../storybook/storyKit.tsx';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

function Demo(props: Partial<NumberFieldProps>) {
  const t = useStoryText();
  return <NumberField label={t('Distance estimée (km)', 'Estimated distance (km)')} minValue={0} maxValue={2000} defaultValue={25} {...props} />;
}

const meta = { title: 'Forms/NumberField', component: Demo, decorators: [maxWidth(260)] } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    const [decrement, increment] = canvas.getAllByRole('button');
    await userEvent.click(increment as HTMLElement);
    await expect(input).toHaveValue('26');
    await userEvent.click(decrement as HTMLElement);
    await userEvent.click(decrement as HTMLElement);
    await expect(input).toHaveValue('24');
  },
};

export const AtMinimum: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvas }) => {
    const [decrement] = canvas.getAllByRole('button');
    await expect(decrement).toBeDisabled();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
