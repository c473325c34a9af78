import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';

function Demo(props: Partial<PasswordFieldProps>) {
  const t = useStoryText();
  return (
    <div style={{ maxWidth: 420 }}>
      <PasswordField
        label={t('Mot de passe', 'Password')}
        showLabel={t('Afficher le mot de passe', 'Show password')}
        hideLabel={t('Masquer le mot de passe', 'Hide password')}
        {...props}
      />
    </div>
  );
}

const meta = { title: 'Forms/PasswordField', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const input = canvas.getByLabelText(en ? 'Password' : 'Mot de passe');
    await userEvent.type(input, 's3cret-pass');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: en ? 'Show password' : 'Afficher le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: en ? 'Hide password' : 'Masquer le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  render: function Render() {
    const t = useStoryText();
    return <Demo autoComplete="new-password" description={t('8 caractères au minimum.', 'At least 8 characters.')} />;
  },
};

export const TooShort: Story = {
  render: function Render() {
    const t = useStoryText();
    return <Demo defaultValue="abc" isInvalid errorMessage={t('Le mot de passe doit contenir au moins 8 caractères.', 'The password must be at least 8 characters long.')} />;
  },
};
