import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { HelpContentPage } from './HelpContentPage.tsx';

const meta = {
  title: 'Screens/Account/Help',
  component: HelpContentPage,
  ...pageStories({ feature: 'feature-account', path: '/faqs' }),
} satisfies Meta<typeof HelpContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The operator's contents arrive from GET /custom_contents (the terms from the version in force, decision D40): their
// titles (the terms' own sections) are the level-2 headings.
const contentShown: Story['play'] = async ({ canvas, context, args }) => {
  await canvas.findByRole('heading', { level: 1, name: storyMessage(context, `account.HelpContentPage.${args.type}`) });
  await canvas.findAllByRole('heading', { level: 2 });
};

/** spec §2 /faqs: every question of the tenant's FAQ. */
export const Faq: Story = { args: { type: 'faq' }, play: contentShown };

/** spec §2 /contact. */
export const Contact: Story = { args: { type: 'contact' }, parameters: { page: { path: '/contact' } }, play: contentShown };

/** spec §2 /pricing (decision D7: the demo tenant has billing on). */
export const Pricing: Story = {
  args: { type: 'pricing' },
  // The price table scrolls sideways at phone width: RichText makes it reachable with the keyboard (axe
  // scrollable-region-focusable).
  parameters: { page: { path: '/pricing' } },
  play: contentShown,
};

/** spec §2 /cgu: the terms, the version in force (decision D40, `GET /terms_and_conditions_versions?current=true`). */
export const Terms: Story = { args: { type: 'cgu' }, parameters: { page: { path: '/cgu' } }, play: contentShown };
