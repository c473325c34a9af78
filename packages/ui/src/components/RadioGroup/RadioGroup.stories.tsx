import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { withStoryText } from '../../storybook/storyKit.tsx';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';

function Demo(props: Partial<RadioGroupProps>) {
  const t = useStoryText();
  return (
    <RadioGroup label={t('Boîte de vitesses', 'Gearbox')} defaultValue="all" {...props}>
      <Radio value="all">{t('Toutes', 'All')}</Radio>
      <Radio value="manual">{t('Manuelle', 'Manual')}</Radio>
      <Radio value="semi_automatic">{t('Semi-automatique', 'Semi-automatic')}</Radio>
      <Radio value="automatic">{t('Automatique', 'Automatic')}</Radio>
    </RadioGroup>
  );
}

const meta = { title: 'Forms/RadioGroup', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvas }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios[0]).toBeChecked();
    await userEvent.click(radios[3] as HTMLElement);
    await expect(radios[3]).toBeChecked();
    await expect(radios[0]).not.toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Invalid: Story = {
  render: withStoryText((t) => <Demo defaultValue={undefined} isInvalid errorMessage={t('Choisissez une boîte de vitesses.', 'Choose a gearbox.')} />),
};
export const Disabled: Story = { args: { isDisabled: true } };
