import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, showsTitle } from '@frontoffice/test-utils/story';
import { fn } from 'storybook/test';
import { WaitingForValidationPage } from './WaitingForValidationPage.tsx';

const meta = {
  title: 'Screens/Signup/Waiting for validation',
  component: WaitingForValidationPage,
  ...pageStories({ feature: 'feature-signup', path: '/waiting-for-validation', signedInAs: 'waiting@example.com' }),
  args: { onValidated: fn() },
} satisfies Meta<typeof WaitingForValidationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 waiting-for-validation: the agent reviews the account (up to 72 hours); the page polls GET /user. */
export const Default: Story = { play: showsTitle('signup.WaitingForValidationPage.title', { filled: true }) };
