import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pageStories, type PrepareContext, storyMessage } from '@frontoffice/test-utils/story';
import { PaymentMethodsPage } from './PaymentMethodsPage.tsx';

const meta = {
  title: 'Screens/Account/Payment methods',
  component: PaymentMethodsPage,
  ...pageStories({ feature: 'feature-account', path: '/account/payment-method', signedInAs: 'driver@example.com' }),
} satisfies Meta<typeof PaymentMethodsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §2 account/payment-method: the driver's cards, the main one first (spec §9), a menu on the others. */
export const Default: Story = {
  play: async ({ canvas, context }) => {
    const table = await canvas.findByRole('grid', { name: storyMessage(context, 'account.CardTable.label') });
    await expect(table).toBeVisible();
    await canvas.findByText(storyMessage(context, 'account.CardTable.main'));
  },
};

/** spec §2: no card yet, an empty state with the add button. */
export const Empty: Story = {
  parameters: {
    page: {
      prepare({ api }: PrepareContext) {
        const driver = [...api.state.users.values()].find((user) => user.email === 'driver@example.com');
        if (driver) driver.cards = [];
      },
    },
  },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', { name: storyMessage(context, 'account.PaymentMethodsPage.emptyTitle') });
  },
};

/** A card and an expired one (spec §2 "an expired card is marked as expired"). */
export const ExpiredCard: Story = {
  parameters: {
    page: {
      prepare({ api }: PrepareContext) {
        const driver = [...api.state.users.values()].find((user) => user.email === 'driver@example.com');
        const other = driver?.cards.find((card) => card.brand === 'mastercard');
        if (other) Object.assign(other, { exp_month: 1, exp_year: 2024 });
      },
    },
  },
  play: async ({ canvas, context }) => {
    await canvas.findByText(storyMessage(context, 'account.CardTable.expired'));
  },
};
