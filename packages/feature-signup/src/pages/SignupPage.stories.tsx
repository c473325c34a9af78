import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyMessage, type PrepareContext } from '@frontoffice/test-utils/story';
import { expect, fn } from 'storybook/test';
import { accountAtStep } from '../../test/accountAtStep.ts';
import { SignupPage } from './SignupPage.tsx';

const meta = {
  title: 'Screens/Signup/Steps',
  component: SignupPage,
  ...pageStories({ feature: 'feature-signup', path: '/signup' }),
  args: { onAccountCreated: fn(), onRegistrationComplete: fn(), pendingValidation: null },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page of new@example.com stopped at a step. */
const at = (step: Parameters<typeof accountAtStep>[2]) => ({ api }: PrepareContext) => accountAtStep(api, 'new@example.com', step);

const heading = (context: Parameters<typeof storyMessage>[0], id: string) => ({ level: 2, name: storyMessage(context, id) });

/** spec §2, D1: a guest on /signup: the registration step, the terms box with its read-more dialog (demo: nine steps). */
export const Registration: Story = {
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', heading(context, 'signup.steps.registration'));
    // The sidebar (hidden on a phone, where the line stepper shows) lists the demo tenant's nine steps.
    await expect(canvas.getAllByRole('listitem', { hidden: true })).toHaveLength(9);
  },
};

/** D16: campus has no terms: no box; its seven steps. */
export const RegistrationWithoutTerms: Story = {
  parameters: { page: { tenant: 'campus' } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', heading(context, 'signup.steps.registration'));
    await expect(canvas.queryByText(storyMessage(context, 'signup.TermsField.accept'))).toBeNull();
  },
};

/** spec §3, §5: personal details of the demo tenant, the country preselected. */
export const PersonalDetails: Story = {
  parameters: { page: { signedInAs: 'new@example.com' } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', heading(context, 'signup.steps.personalDetails'));
  },
};

/** D18, D36: the phone number, read with the tenant's country. */
export const PhoneNumber: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('phone_number') } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', heading(context, 'signup.steps.phoneNumber'));
  },
};

/** spec §5, D25: the licence details, dates with the tenant's mask and a calendar. */
export const LicenceDetails: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('license_details') } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', heading(context, 'signup.steps.licenseDetails'));
  },
};

/** spec §4: the licence photos, front and back; Next disabled until both are sent. */
export const DriverLicence: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('driver_license') } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', heading(context, 'signup.steps.driverLicense'));
    await canvas.findByText(storyMessage(context, 'signup.UploadStep.licence_front'));
  },
};

/** spec §4: the identity document. */
export const IdDocument: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('id_document') } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', heading(context, 'signup.steps.idDocument'));
  },
};

/** spec §4: the selfie (front camera on a phone). */
export const Selfie: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('selfie_document') } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', heading(context, 'signup.steps.selfieDocument'));
  },
};

/** spec §3: the tenant's other documents, in the interface language. */
export const OtherDocuments: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('other_document') } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', heading(context, 'signup.steps.otherDocument'));
  },
};

/** D15, D34: the card step with the demo provider's form; the demo tenant requires a card (no "later"). */
export const CreditCard: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('credit_card') } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('heading', heading(context, 'signup.steps.creditCard'));
  },
};
