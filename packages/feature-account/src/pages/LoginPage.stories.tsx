import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, showsTitle } from '@frontoffice/test-utils/story';
import { expect, fn } from 'storybook/test';
import { LoginPage } from './LoginPage.tsx';

const meta = {
  title: 'Screens/Account/Login',
  component: LoginPage,
  ...pageStories({ feature: 'feature-account', path: '/login' }),
  args: { onSignedIn: fn() },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 /login: e-mail, password, the forgot-password link and, on the demo tenant, the signup link. */
export const Default: Story = { play: showsTitle('account.LoginPage.title') };

/** spec §5: fleetco offers single sign-on (the "log in with" entry) and no registration. */
export const SingleSignOn: Story = {
  parameters: { page: { tenant: 'fleetco' } },
  play: async (context) => {
    await showsTitle('account.LoginPage.title')(context);
    // decision D4: the entry leads to /sso/auth.
    expect(context.canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/sso/auth');
  },
};

/** issue 19 item 2: sent back here because the session ended (a refused refresh, a sign-out in another tab). */
export const SessionEnded: Story = {
  args: { sessionEnded: true },
  play: async (context) => {
    await showsTitle('account.LoginPage.title')(context);
    expect(context.canvas.getByText(/Votre session a pris fin|Your session has ended/)).toBeVisible();
  },
};
