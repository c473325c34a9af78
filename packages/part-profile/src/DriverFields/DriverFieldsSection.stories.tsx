import { useSession, useTenant } from '@frontoffice/api-client';
import { signupStepFields, type DriverFieldsStep } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, type PrepareContext, storyMessage } from '@frontoffice/test-utils/story';
import { expect, fn, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { DriverFieldsSection } from './DriverFieldsSection.tsx';
import { useDriverFieldsForm } from './useDriverFieldsForm.ts';

/** One signup step's driver fields with a save button that hands over what would be sent. */
function StepFields({ step, check, onSave }: { step: DriverFieldsStep; check?: 'all' | 'edited'; onSave: (sent: unknown) => void }) {
  const intl = useIntl();
  const tenant = useTenant();
  const { user } = useSession();
  const form = useDriverFieldsForm({ fields: signupStepFields(step, tenant), user, phone: 'direct', check });
  return (
    <PageFrame title={null}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.validate()) onSave(form.changes());
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 24 }}
      >
        <DriverFieldsSection form={form} />
        <Button type="submit">{intl.formatMessage({ id: 'common.save' })}</Button>
      </form>
    </PageFrame>
  );
}

function DriverFieldsDemo(props: { step: DriverFieldsStep; check?: 'all' | 'edited'; onSave: (sent: unknown) => void }) {
  const { user } = useSession();
  return user ? <StepFields {...props} /> : null;
}

const meta = {
  title: 'Screens/Parts/Driver fields',
  component: DriverFieldsDemo,
  ...pageStories({ feature: 'part-profile', path: '/signup', signedInAs: 'new@example.com' }),
  args: { step: 'personalDetails', onSave: fn() },
} satisfies Meta<typeof DriverFieldsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §3, §5: the demo tenant's personal details, empty, the country preselected; required errors on save. */
export const PersonalDetails: Story = {
  play: async ({ canvas, context, args }) => {
    await canvas.findByRole('textbox', { name: storyMessage(context, 'profile.DriverFields.first_name') });
    await userEvent.click(canvas.getByRole('button', { name: storyMessage(context, 'common.save') }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getAllByText(storyMessage(context, 'common.fieldErrors.required')).length).toBeGreaterThan(0);
  },
};

/** spec §5: the licence fields of a driver who saved them, dates in the tenant's format. */
export const LicenceDetails: Story = {
  args: { step: 'licenseDetails' },
  parameters: { page: { signedInAs: 'driver@example.com' } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('textbox', { name: storyMessage(context, 'profile.DriverFields.driving_licence_number') });
  },
};

/**
 * D41: on the account page (only the edited fields are validated) a licence expired since it was saved shows a
 * warning on its field, and saving goes ahead.
 */
export const ExpiredLicenceWarning: Story = {
  args: { step: 'licenseDetails', check: 'edited' },
  parameters: {
    page: {
      signedInAs: 'driver@example.com',
      prepare: ({ api }: PrepareContext) => {
        const driver = [...api.state.users.values()].find((account) => account.email === 'driver@example.com');
        if (driver) driver.profile.driving_licence_expiration_time = '2020-04-17';
      },
    },
  },
  play: async ({ canvas, context, args }) => {
    await canvas.findByText(storyMessage(context, 'profile.DriverFields.storedExpired'));
    await userEvent.click(canvas.getByRole('button', { name: storyMessage(context, 'common.save') }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** D18, D36: without a phone step (minimal tenant) the phone is a personal detail. */
export const WithPhone: Story = {
  parameters: { page: { tenant: 'minimal' } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('textbox', { name: new RegExp(storyMessage(context, 'profile.PhoneNumberField.label')) });
  },
};
