import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronRightIcon } from '../../internal/icons.tsx';
import { withStoryText } from '../../storybook/storyKit.tsx';
import { Link } from './Link.tsx';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '#terms' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: withStoryText((t, args) => (
      <p style={{ maxWidth: 420 }}>
        {t("En continuant, vous acceptez les ", 'By continuing you accept the ')}
        <Link {...args}>{t("conditions générales d'utilisation", 'terms and conditions')}</Link>.
      </p>
    )),
};

export const Standalone: Story = {
  render: withStoryText((t, args) => (
      <Link {...args} variant="standalone">
        {t('Mot de passe oublié ?', 'Forgot your password?')}
        <ChevronRightIcon size={18} />
      </Link>
    )),
};
