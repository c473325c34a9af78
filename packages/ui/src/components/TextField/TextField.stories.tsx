import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { maxWidth, withStoryText } from '../../storybook/storyKit.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

function Demo(props: Partial<TextFieldProps>) {
  const t = useStoryText();
  return (
    <TextField
      label={t('Adresse e-mail', 'Email address')}
      type="email"
      autoComplete="email"
      placeholder={t('nom@exemple.fr', 'name@example.com')}
      {...props}
    />
  );
}

const meta = { title: 'Forms/TextField', component: Demo, decorators: [maxWidth(420)] } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const WithDescription: Story = {
  render: withStoryText((t) => <Demo description={t('Nous y enverrons la confirmation de réservation.', 'We will send the booking confirmation there.')} />),
};

export const Invalid: Story = {
  render: withStoryText((t) => <Demo isInvalid defaultValue="ada@" errorMessage={t("Le format de l'e-mail est invalide.", 'The email format is invalid.')} />),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is linked to the input, so screen readers read it with the field.
    await expect(input).toHaveAccessibleDescription(/e-?mail/i);
  },
};

export const Required: Story = { args: { isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ada@example.com' } };
