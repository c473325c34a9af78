import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, showsTitle } from '@frontoffice/test-utils/story';
import { fn } from 'storybook/test';
import { SignupWelcomePage } from './SignupWelcomePage.tsx';

const meta = {
  title: 'Screens/Signup/Welcome',
  component: SignupWelcomePage,
  ...pageStories({ feature: 'feature-signup', path: '/signup/welcome', signedInAs: 'driver@example.com' }),
  args: { onDone: fn() },
} satisfies Meta<typeof SignupWelcomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 signup/welcome: the driver welcomed by first name (the app goes on to signup after 4 seconds). */
export const Default: Story = { play: showsTitle('signup.SignupWelcomePage.title', { filled: true }) };
