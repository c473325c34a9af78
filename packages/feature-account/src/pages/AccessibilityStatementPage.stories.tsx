import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, showsTitle } from '@frontoffice/test-utils/story';
import { AccessibilityStatementPage } from './AccessibilityStatementPage.tsx';

const meta = {
  title: 'Screens/Account/Accessibility statement',
  component: AccessibilityStatementPage,
  ...pageStories({ feature: 'feature-account', path: '/accessibilite' }),
  // The app passes the day of its build (vite.config.ts `__BUILD_DATE__`); a story shows a fixed one.
  args: { buildDate: '2026-12-01' },
} satisfies Meta<typeof AccessibilityStatementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** issue 31: the tenant's statement after the W3C model (WCAG 2.2 AA, partially conformant, how to report a barrier). */
export const Default: Story = { play: showsTitle('account.AccessibilityStatementPage.title', { filled: true, sections: true }) };
