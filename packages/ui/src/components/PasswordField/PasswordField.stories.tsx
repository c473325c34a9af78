import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { maxWidth, storyText, withStoryText } from '../../storybook/storyKit.tsx';
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';

function Demo(props: Partial<PasswordFieldProps>) {
  const t = useStoryText();
  return (
    <PasswordField
      label={t('Mot de passe', 'Password')}
      showLabel={t('Afficher le mot de passe', 'Show password')}
      hideLabel={t('Masquer le mot de passe', 'Hide password')}
      {...props}
    />
  );
}

const meta = { title: 'Forms/PasswordField', component: Demo, decorators: [maxWidth(420)] } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const input = canvas.getByLabelText(t('Mot de passe', 'Password'));
    await userEvent.type(input, 's3cret-pass');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: t('Afficher le mot de passe', 'Show password') }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: t('Masquer le mot de passe', 'Hide password') }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  render: withStoryText((t) => <Demo autoComplete="new-password" description={t('8 caractères au minimum.', 'At least 8 characters.')} />),
};

export const TooShort: Story = {
  render: withStoryText((t) => (
    <Demo defaultValue="abc" isInvalid errorMessage={t('Le mot de passe doit contenir au moins 8 caractères.', 'The password must be at least 8 characters long.')} />
  )),
};
