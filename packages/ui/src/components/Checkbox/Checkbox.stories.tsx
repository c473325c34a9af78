import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { Link } from '../Link/Link.tsx';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

function Demo(props: Partial<CheckboxProps>) {
  const t = useStoryText();
  return (
    <Checkbox {...props}>
      {t("J'accepte les ", 'I accept the ')}
      <Link href="#terms">{t('conditions générales', 'terms and conditions')}</Link>
    </Checkbox>
  );
}

const meta = { title: 'Forms/Checkbox', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true } };
export const Invalid: Story = { args: { isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
