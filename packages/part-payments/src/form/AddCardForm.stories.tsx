import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { pageStories, storyMessage } from '@frontoffice/test-utils/story';
import { AddCardForm } from './AddCardForm.tsx';

const meta = {
  title: 'Screens/Payments/Add card form',
  component: AddCardForm,
  args: { onAdded: fn(), onCancel: fn() },
  ...pageStories({ feature: 'part-payments', path: '/account/payment-method', signedInAs: 'driver@example.com' }),
} satisfies Meta<typeof AddCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decision D34: with the demo API's key, the demo provider's own form (number, expiry, security code). */
export const DemoProvider: Story = {
  play: async ({ canvas, context }) => {
    await canvas.findByRole('textbox', { name: storyMessage(context, 'payments.DemoCardForm.number') });
  },
};

/** Spec §5-like checks of the demo form: every field says what is wrong after a submit. */
export const DemoProviderErrors: Story = {
  play: async ({ canvas, context }) => {
    const number = await canvas.findByRole('textbox', { name: storyMessage(context, 'payments.DemoCardForm.number') });
    await userEvent.type(number, '4242424242424241');
    await userEvent.click(canvas.getByRole('button', { name: storyMessage(context, 'payments.CardForm.submit') }));
    await expect(await canvas.findByText(storyMessage(context, 'payments.DemoCardForm.card-number-invalid'))).toBeVisible();
  },
};

/** Decision D15: the signup card step's "later", on a tenant where the card is not required (campus). */
export const WithLater: Story = {
  args: { laterAction: { onPress: fn() }, onCancel: undefined },
  parameters: { page: { path: '/signup', tenant: 'campus' } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('button', { name: storyMessage(context, 'payments.CardForm.later') });
  },
};
