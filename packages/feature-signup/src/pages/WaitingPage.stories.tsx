import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, showsTitle } from '@frontoffice/test-utils/story';
import { WaitingPage } from './WaitingPage.tsx';

const meta = {
  title: 'Screens/Signup/Waiting (blocked)',
  component: WaitingPage,
  ...pageStories({ feature: 'feature-signup', path: '/waiting', signedInAs: 'blocked@example.com' }),
} satisfies Meta<typeof WaitingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 waiting: the blocked account, with the operator's contact content. */
export const Default: Story = { play: showsTitle('signup.WaitingPage.title', { filled: true }) };
