import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, showsTitle } from '@frontoffice/test-utils/story';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

const meta = {
  title: 'Screens/Account/Forgot password',
  component: ForgotPasswordPage,
  ...pageStories({ feature: 'feature-account', path: '/forgot-password' }),
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 /forgot-password: the e-mail field; the button waits for a valid address. */
export const Default: Story = { play: showsTitle('account.ForgotPasswordPage.title') };
