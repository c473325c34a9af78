import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, showsTitle } from '@frontoffice/test-utils/story';
import { DeleteAccountFaqPage } from './DeleteAccountFaqPage.tsx';

const meta = {
  title: 'Screens/Account/Delete account FAQ',
  component: DeleteAccountFaqPage,
  ...pageStories({ feature: 'feature-account', path: '/faqs/delete-account' }),
} satisfies Meta<typeof DeleteAccountFaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2: the four steps and when deletion is refused (spec §5). */
export const Default: Story = { play: showsTitle('account.DeleteAccountFaqPage.title') };
