import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage, storyMessagePattern, type PrepareContext } from '@frontoffice/test-utils/story';
import { DateTime } from 'luxon';
import { expect, fn } from 'storybook/test';
import { AccountDetailsPage } from './AccountDetailsPage.tsx';

const meta = {
  title: 'Screens/Account/Details',
  component: AccountDetailsPage,
  ...pageStories({ feature: 'feature-account', path: '/account/details', signedInAs: 'driver@example.com' }),
  args: { onAccountDeleted: fn() },
} satisfies Meta<typeof AccountDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 account/details on the demo tenant: every document of its nine-step registration, each already sent. */
export const Default: Story = {
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', { level: 1, name: storyMessage(context, 'account.DetailsPage.title') });
    // The additional documents arrive after the account (their own call).
    await canvas.findByRole('heading', { level: 3, name: storyMessage(context, 'account.DocumentsSection.other') }, { timeout: 10_000 });
  },
};

/**
 * Issue 32: the page's first paint, the name and the read-only e-mail, while the form and the sections below wait (on a
 * visit's first page, until that paint is on screen) or download: the outline holds their room, the page is busy.
 */
export const FormLoading: Story = {
  args: { formsAfter: () => new Promise<void>(() => undefined) },
  play: async ({ canvas, canvasElement, context }) => {
    await expect(await canvas.findByRole('textbox', { name: storyMessage(context, 'account.AccountHeader.email') })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: storyMessage(context, 'account.ProfileForm.save') })).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** spec §2: fleetco collects no document at signup, so the page has none to replace. */
export const WithoutDocuments: Story = {
  parameters: { page: { tenant: 'fleetco' } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('button', { name: storyMessage(context, 'account.SecuritySection.changePassword') });
    expect(canvas.queryByRole('heading', { name: storyMessage(context, 'account.DocumentsSection.title') })).toBeNull();
  },
};

/** The demo driver's licence expires `days` days from today (the page reads the browser's clock), in Montreal. */
const licenceExpiringIn =
  (days: number) =>
  ({ api }: PrepareContext) => {
    const driver = [...api.state.users.values()].find((user) => user.email === 'driver@example.com');
    if (driver) driver.profile.driving_licence_expiration_time = DateTime.now().setZone('America/Montreal').plus({ days }).toISODate() ?? '';
  };

/** issue 34, decision D44: a licence expiring within 30 days: the warning at the top, with its button to the fields. */
export const LicenceExpiring: Story = {
  parameters: { page: { tenant: 'demo', prepare: licenceExpiringIn(12) } },
  play: async ({ canvas, context }) => {
    // The banner's sentence: the date, then what to update (matched as "… {date}. …").
    const text = await canvas.findByText(storyMessagePattern(context, 'account.LicenceBanner.expiring'));
    await expect(text.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: storyMessage(context, 'account.LicenceBanner.update') })).toBeVisible();
  },
};

/** issue 34, decision D44: an expired licence: the banner in the danger tone; its field keeps its own warning (D41). */
export const LicenceExpired: Story = {
  parameters: { page: { tenant: 'demo', prepare: licenceExpiringIn(-5) } },
  play: async ({ canvas, context }) => {
    const text = await canvas.findByText(storyMessagePattern(context, 'account.LicenceBanner.expired'));
    await expect(text.closest('[role="alert"]')).not.toBeNull();
  },
};
