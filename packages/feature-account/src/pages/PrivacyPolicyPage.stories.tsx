import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, showsTitle } from '@frontoffice/test-utils/story';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';

const meta = {
  title: 'Screens/Account/Privacy policy',
  component: PrivacyPolicyPage,
  ...pageStories({ feature: 'feature-account', path: '/politique-de-confidentialite' }),
} satisfies Meta<typeof PrivacyPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §1, §2: the French policy with the tenant's name and contact. */
export const Default: Story = { play: showsTitle('account.PrivacyPolicyPage.title', { sections: true }) };
