import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, storyApi, storyMessage, type PrepareContext } from '@frontoffice/test-utils/story';
import { delay, http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/**
 * A step drawn with its form: its heading, then its section no longer busy (issue 32: while the step's form downloads,
 * the page draws the step's outline, its heading and introduction, busy). The first story of a step waits for the dev
 * server to transform the step's chunk.
 */
async function stepShown(canvas: PlayContext['canvas'], context: PlayContext['context'], id: string) {
  const { name } = heading(context, id);
  await canvas.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(canvas.getByRole('region', { name })).not.toHaveAttribute('aria-busy'), { timeout: 20_000 });
}

/** A fault of the demo API for the story's page (its `__demo/faults` control), set before the page renders. */
const fault = (operation: string, status: number, code: string) => ({ api }: PrepareContext) => {
  api.state.faults.push({ id: api.state.faults.length + 1, operation, mode: 'error', status, code, remaining: 1, timeout_ms: 0, after_percent: 60, scope: null, remove: [], set: {} });
};

const digitName = (context: PlayContext['context'], position: number) =>
  storyMessage(context, 'profile.SmsCodeField.digit').replace('{position}', String(position)).replace('{total}', '6');

/** The phone step of the demo tenant (Canada): a number typed nationally, the code asked for; returns the code sent. */
async function askForCode({ canvas, context }: PlayContext): Promise<string> {
  await stepShown(canvas, context, 'signup.steps.phoneNumber');
  // Sent with Enter from the field, as a phone's keyboard does ("Go"); the button is there too.
  await expect(canvas.getByRole('button', { name: storyMessage(context, 'signup.PhoneStep.send') })).toBeVisible();
  await userEvent.type(canvas.getByRole('textbox', { name: storyMessage(context, 'profile.PhoneNumberField.label') }), '514 555 0142{Enter}');
  await canvas.findByRole('textbox', { name: digitName(context, 1) });
  return storyApi(context).state.outbox.filter((message) => message.kind === 'sms').at(-1)?.code ?? '';
}

/** A small PDF: sent as it is by the upload block (decision D35), so that the server's answer decides. */
const pdf = () =>
  new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')], 'permis.pdf', { type: 'application/pdf' });

/** spec §2, D1: a guest on /signup: the registration step, the terms box with its read-more dialog (demo: nine steps). */
export const Registration: Story = {
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.registration');
    // The sidebar (hidden on a phone, where the line stepper shows) lists the demo tenant's nine steps.
    await expect(canvas.getAllByRole('listitem', { hidden: true })).toHaveLength(9);
  },
};

/** D16: campus has no terms: no box; its seven steps. */
export const RegistrationWithoutTerms: Story = {
  parameters: { page: { tenant: 'campus' } },
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.registration');
    await expect(canvas.queryByText(storyMessage(context, 'signup.TermsField.accept'))).toBeNull();
  },
};

/** spec §3, §5: personal details of the demo tenant, the country preselected. */
export const PersonalDetails: Story = {
  parameters: { page: { signedInAs: 'new@example.com' } },
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.personalDetails');
  },
};

/** D18, D36: the phone number, read with the tenant's country. */
export const PhoneNumber: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('phone_number') } },
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.phoneNumber');
  },
};

/** spec §5: the code sent, six boxes that submit by themselves, the resend after a short wait, the way back. */
export const SmsCode: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('phone_number') } },
  play: async (context) => {
    await askForCode(context);
    await expect(context.canvas.getByRole('textbox', { name: digitName(context.context, 1) })).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

/** spec §8 INVALID_SMS_CODE: the message under the boxes, emptied in place, the focus in the first one. */
export const SmsCodeRefused: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('phone_number') } },
  play: async (context) => {
    const code = await askForCode(context);
    const { canvas } = context;
    await userEvent.keyboard(code === '000000' ? '111111' : '000000');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(storyMessage(context.context, 'errors.INVALID_SMS_CODE'));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: digitName(context.context, 1) })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: digitName(context.context, 1) })).toHaveValue('');
  },
};

/** spec §8 SMS_CODE_EXPIRED: the message, and a new code may be asked for at once. */
export const SmsCodeExpired: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('phone_number') } },
  play: async (context) => {
    const code = await askForCode(context);
    const waiting = [...storyApi(context.context).state.users.values()].find((user) => user.email === 'new@example.com')?.sms;
    if (waiting) waiting.expiresAt = 0;
    await userEvent.keyboard(code);
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(storyMessage(context.context, 'errors.SMS_CODE_EXPIRED'));
    await expect(context.canvas.getByRole('button', { name: storyMessage(context.context, 'signup.CodeEntry.resend') })).toBeEnabled();
  },
};

/** spec §8: a failed save (the server unavailable) keeps every field as typed; the driver can send again (minimal: names only). */
export const PersonalDetailsSaveFailed: Story = {
  parameters: {
    page: { tenant: 'minimal', tenantOverrides: { use_registration: true }, signedInAs: 'new@example.com', prepare: fault('updateUser', 503, 'MAINTENANCE') },
  },
  play: async ({ canvas, context }) => {
    const first = await canvas.findByRole('textbox', { name: storyMessage(context, 'profile.DriverFields.first_name') });
    await userEvent.type(first, 'Ana');
    await userEvent.type(canvas.getByRole('textbox', { name: storyMessage(context, 'profile.DriverFields.last_name') }), 'Lima');
    await userEvent.click(canvas.getByRole('button', { name: storyMessage(context, 'common.next') }));
    // The demo API answered the fault (503), which it then forgets.
    await waitFor(() => expect(storyApi(context).state.faults.filter((entry) => entry.remaining > 0)).toEqual([]));
    await waitFor(() => expect(canvas.getByRole('button', { name: storyMessage(context, 'common.next') })).toBeEnabled());
    await expect(canvas.getByRole('heading', heading(context, 'signup.steps.personalDetails'))).toBeVisible();
    await expect(first).toHaveValue('Ana');
  },
};

/** spec §5, D25: the licence details, dates with the tenant's mask and a calendar. */
export const LicenceDetails: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('license_details') } },
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.licenseDetails');
  },
};

/** spec §4: the licence photos, front and back; Next disabled until both are sent. */
export const DriverLicence: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('driver_license') } },
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.driverLicense');
    await canvas.findByText(storyMessage(context, 'signup.UploadStep.licence_front'));
  },
};

/** spec §8 INVALID_FILE_TYPE from the server: its message on that file only, another file to choose; Next stays off. */
export const DriverLicenceRefusedByServer: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: (prepared: PrepareContext) => {
    accountAtStep(prepared.api, 'new@example.com', 'driver_license');
    fault('uploadUserDocument', 400, 'INVALID_FILE_TYPE')(prepared);
  } } },
  play: async ({ canvas, canvasElement, context }) => {
    await canvas.findByText(storyMessage(context, 'signup.UploadStep.licence_front'));
    const picker = canvasElement.querySelector<HTMLInputElement>('input[type="file"]:not([capture])');
    if (!picker) throw new Error('no file picker');
    await userEvent.upload(picker, pdf());
    await canvas.findByText(storyMessage(context, 'errors.INVALID_FILE_TYPE'));
    // On the file it concerns only: the back of the licence is untouched.
    await expect(canvas.getAllByText(storyMessage(context, 'errors.INVALID_FILE_TYPE'))).toHaveLength(1);
    await expect(canvasElement.querySelector('[data-status="error"]')).toHaveTextContent(storyMessage(context, 'signup.UploadStep.licence_front'));
    await expect(canvas.getByRole('button', { name: storyMessage(context, 'common.next') })).toBeDisabled();
  },
};

/** Loading: the step's documents are on their way (a skeleton, no Next yet). */
export const DriverLicenceLoading: Story = {
  parameters: {
    page: {
      signedInAs: 'new@example.com',
      prepare: at('driver_license'),
      handlers: [http.get('*/user/documents', () => delay('infinite'))],
    },
  },
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.driverLicense');
    await expect(canvas.queryByRole('button', { name: storyMessage(context, 'common.next') })).toBeNull();
  },
};

/** spec §4: the identity document. */
export const IdDocument: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('id_document') } },
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.idDocument');
  },
};

/** spec §4: the selfie (front camera on a phone). */
export const Selfie: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('selfie_document') } },
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.selfieDocument');
  },
};

/** spec §3: the tenant's other documents, in the interface language. */
export const OtherDocuments: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('other_document') } },
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.otherDocument');
  },
};

/** D15, D34: the card step with the demo provider's form; the demo tenant requires a card (no "later"). */
export const CreditCard: Story = {
  parameters: { page: { signedInAs: 'new@example.com', prepare: at('credit_card') } },
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.creditCard');
  },
};

/** D15: with the card optional (cityshare with "required payment card" off), "later" moves on without a card. */
export const CreditCardOptional: Story = {
  parameters: {
    page: { tenant: 'cityshare', tenantOverrides: { use_required_payment_card: false }, signedInAs: 'new@example.com', prepare: at('credit_card') },
  },
  play: async ({ canvas, context }) => {
    await stepShown(canvas, context, 'signup.steps.creditCard');
    // The card form is loaded with the step (its own chunk and the provider's key): it can take a while.
    await canvas.findByRole('button', { name: storyMessage(context, 'payments.CardForm.later') }, { timeout: 20_000 });
  },
};
