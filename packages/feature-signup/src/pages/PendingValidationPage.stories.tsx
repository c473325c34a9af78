import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, showsTitle } from '@frontoffice/test-utils/story';
import { fn } from 'storybook/test';
import { PendingValidationPage } from './PendingValidationPage.tsx';

const meta = {
  title: 'Screens/Signup/Pending validation',
  component: PendingValidationPage,
  ...pageStories({ feature: 'feature-signup', path: '/signup', signedInAs: 'waiting@example.com' }),
  args: { onLogout: fn() },
} satisfies Meta<typeof PendingValidationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: every signup step done, the thank-you page with its logout button. */
export const Default: Story = { play: showsTitle('signup.PendingValidationPage.title', { filled: true }) };
