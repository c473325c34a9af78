import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageStories, type PrepareContext, storyMessage, storyMessagePattern } from '@frontoffice/test-utils/story';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DetailRoute, seededRental, type SeededRental } from '../test/detailRoute.tsx';

const at = (which: SeededRental, base = '/account/bookings') => ({
  prepare: ({ api }: PrepareContext) => ({ path: `${base}/${seededRental(api, which).id}` }),
});

const meta = {
  title: 'Screens/Bookings/Booking detail',
  component: DetailRoute,
  ...pageStories({ feature: 'feature-rentals', signedInAs: 'driver@example.com', ...at('upcoming') }),
  args: { list: 'bookings' },
} satisfies Meta<typeof DetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const timeout = 20_000;
const dialogTimeout = 60_000;

/**
 * The modify dialog's code (its date and time pickers: a few hundred modules that Storybook's dev server serves one by
 * one), fetched before the story renders rather than after the click. Drawing the dialog in the dev build still takes
 * 0.7 to 1.9 s after the click on a quiet machine, five themes' browsers at once; under CI load, beside another check,
 * the dialog once took longer than 20 s to appear. Its wait is a minute (the test's own limit is two).
 */
const loadModifyDialog = async () => {
  await import('../components/dialogs/ModifyRentalDialog.tsx');
  return {};
};

/** spec §2, §6: the owner's upcoming booking: modify, cancel, calendar links, station and vehicle. */
export const OwnerUpcoming: Story = {
  play: async ({ canvas, context }) => {
    await canvas.findByRole('button', { name: storyMessage(context, 'rentals.RentalActions.cancel') }, { timeout });
  },
};

/** spec §4, D10: the owner's trip in progress on cityshare: the geotracking switch, no cancel. */
export const OwnerInProgress: Story = {
  parameters: { page: { tenant: 'cityshare', ...at('in_progress') } },
  play: async ({ canvas }) => {
    await canvas.findByRole('switch', {}, { timeout });
  },
};

/** spec §2: a finished booking of the history: driven distance and price, no action. */
export const Finished: Story = {
  args: { list: 'history' },
  parameters: { page: at('closed', '/account/bookings-history') },
  play: async ({ canvas, context }) => {
    await canvas.findByText(storyMessage(context, 'rentals.TripFacts.distance'), {}, { timeout });
  },
};

/** spec §6: the owner of a carpooling: its passengers, and adding one by e-mail. */
export const CarpoolingOwner: Story = {
  args: { list: 'carpoolings' },
  parameters: { page: { tenant: 'cityshare', ...at('carpooling', '/account/carpoolings') } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('combobox', { name: storyMessage(context, 'rentals.AddPassengerForm.label') }, { timeout });
  },
};

/** spec §6: a passenger of the carpooling: its title, and only cancel participation. */
export const CarpoolingPassenger: Story = {
  args: { list: 'carpoolings' },
  parameters: { page: { tenant: 'cityshare', signedInAs: 'passenger@example.com', ...at('carpooling', '/account/carpoolings') } },
  play: async ({ canvas, context }) => {
    await canvas.findByRole('button', { name: storyMessage(context, 'rentals.RentalActions.leave') }, { timeout });
  },
};

/** The cancel booking dialog (spec §2 dialogs). */
export const CancelDialog: Story = {
  play: async ({ canvas, context }) => {
    await userEvent.click(await canvas.findByRole('button', { name: storyMessage(context, 'rentals.RentalActions.cancel') }, { timeout }));
    await screen.findByRole('alertdialog', { name: storyMessage(context, 'rentals.CancelRentalDialog.title') });
  },
};

/** The modify booking dialog (spec §2 dialogs, §5): the search's pickers. */
export const ModifyDialog: Story = {
  loaders: [loadModifyDialog],
  play: async ({ canvas, context }) => {
    await userEvent.click(await canvas.findByRole('button', { name: storyMessage(context, 'rentals.RentalActions.modify') }, { timeout }));
    const dialog = await screen.findByRole('dialog', { name: storyMessage(context, 'rentals.ModifyRentalDialog.title') }, { timeout: dialogTimeout });
    await within(dialog).findAllByText(storyMessage(context, 'rentals.ModifyRentalDialog.date'));
  },
};

/** spec §5: the modify dialog inside both delays: modify-delay-too-short, confirm off. */
export const ModifyTooLate: Story = {
  loaders: [loadModifyDialog],
  parameters: { page: { tenantOverrides: { bounds_modification_minimal_delay: 30 * 24 * 3600, reservation_end_modification_minimal_delay: null } } },
  play: async ({ canvas, context }) => {
    await userEvent.click(await canvas.findByRole('button', { name: storyMessage(context, 'rentals.RentalActions.modify') }, { timeout }));
    // In the dialog: the extend card behind it says the same (issue 34).
    const dialog = await screen.findByRole('dialog', { name: storyMessage(context, 'rentals.ModifyRentalDialog.title') }, { timeout: dialogTimeout });
    await within(dialog).findByText(storyMessage(context, 'errors.modify-delay-too-short'));
  },
};

/** The cancel participation dialog of a passenger (spec §2 dialogs). */
export const CancelParticipationDialog: Story = {
  args: { list: 'carpoolings' },
  parameters: { page: { tenant: 'cityshare', signedInAs: 'passenger@example.com', ...at('carpooling', '/account/carpoolings') } },
  play: async ({ canvas, context }) => {
    await userEvent.click(await canvas.findByRole('button', { name: storyMessage(context, 'rentals.RentalActions.leave') }, { timeout }));
    await screen.findByRole('alertdialog', { name: storyMessage(context, 'rentals.CancelParticipationDialog.title') });
  },
};

/** The geotracking privacy dialog (spec §2 dialogs, D10), switching it on during the trip. */
export const GeotrackingDialog: Story = {
  parameters: { page: { tenant: 'cityshare', ...at('in_progress') } },
  play: async ({ canvas, context }) => {
    await userEvent.click(await canvas.findByRole('switch', {}, { timeout }));
    await screen.findByRole('alertdialog', { name: storyMessage(context, 'rentals.GeotrackingDialog.onTitle') });
  },
};

/** The "another time" dialog's code (the pickers), fetched before the story renders, as the modify dialog's. */
const loadExtendDialog = async () => {
  await import('../extend/ExtendDialog.tsx');
  return {};
};

/** Issue 34 (D44): the owner's trip in progress: extend by +15 min, +30 min, +1 h or to another time. */
export const ExtendInProgress: Story = {
  parameters: { page: at('in_progress') },
  play: async ({ canvas, context }) => {
    const steps = await canvas.findAllByRole('button', { name: storyMessagePattern(context, 'rentals.Extend.stepLabel') }, { timeout });
    if (steps.length !== 3) throw new Error(`three steps expected, ${steps.length} shown`);
  },
};

/** Issue 34 (D44): extended by 30 minutes: the new end and price, the calendar to update, "extend again". */
export const Extended: Story = {
  parameters: { page: { tenant: 'cityshare', ...at('in_progress') } },
  play: async ({ canvas, context }) => {
    const [, thirty] = await canvas.findAllByRole('button', { name: storyMessagePattern(context, 'rentals.Extend.stepLabel') }, { timeout });
    await userEvent.click(thirty as HTMLElement);
    await canvas.findByRole('button', { name: storyMessage(context, 'rentals.Extend.again') }, { timeout });
  },
};

/** Issue 34 (D44, §5): the end may no longer move: the extend card says why. */
export const ExtendTooLate: Story = {
  parameters: { page: { tenantOverrides: { reservation_end_modification_minimal_delay: 30 * 24 * 3600 }, ...at('in_progress') } },
  play: async ({ canvas, context }) => {
    await canvas.findByText(storyMessage(context, 'errors.modify-delay-too-short'), {}, { timeout });
  },
};

/** Issue 34 (D44): an upcoming booking extended to another time: the end picker alone. */
export const ExtendAnotherTime: Story = {
  loaders: [loadExtendDialog],
  play: async ({ canvas, context }) => {
    await userEvent.click(await canvas.findByRole('button', { name: storyMessage(context, 'rentals.Extend.other') }, { timeout }));
    const dialog = await screen.findByRole('dialog', { name: storyMessage(context, 'rentals.ExtendDialog.title') }, { timeout: dialogTimeout });
    await within(dialog).findAllByText(storyMessage(context, 'rentals.ModifyRentalDialog.date'));
  },
};

/** The condition report's code (the diagram, the photo handling), fetched before the story renders. */
const loadConditionDialog = async () => {
  await import('../condition/ConditionReportDialog.tsx');
  return {};
};

/** Issue 35 (D47): required mode, the trip in progress: the pick-up report is asked for first. */
export const ConditionAsked: Story = {
  parameters: { page: { tenantOverrides: { damage_report_mode: 'required' }, ...at('in_progress') } },
  play: async ({ canvas, context }) => {
    await canvas.findByText(storyMessage(context, 'rentals.Condition.askPickUp'), {}, { timeout });
  },
};

/**
 * A photo of a scratched bumper as a phone would give it (a PNG of 640 × 480 drawn here: a story has no camera), to
 * show the report's thumbnails as drivers see them.
 */
async function bumperPhoto(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const draw = canvas.getContext('2d');
  if (!draw) throw new Error('No 2D canvas to draw the photo');
  const body = draw.createLinearGradient(0, 0, 0, 480);
  body.addColorStop(0, '#9fb3c8');
  body.addColorStop(0.55, '#50657d');
  body.addColorStop(1, '#1f2933');
  draw.fillStyle = body;
  draw.fillRect(0, 0, 640, 480);
  draw.fillStyle = 'rgba(255, 255, 255, 0.35)';
  draw.fillRect(0, 150, 640, 18);
  draw.strokeStyle = '#e4e7eb';
  draw.lineWidth = 5;
  draw.beginPath();
  draw.moveTo(170, 300);
  draw.bezierCurveTo(260, 270, 360, 330, 470, 285);
  draw.stroke();
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('No PNG'))), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/**
 * Issue 35 (D47): the report on the car's diagram, with the damages already known on this car marked; a zone chosen,
 * its damage described and a photo taken: its thumbnail (item 3).
 */
export const ConditionReport: Story = {
  loaders: [loadConditionDialog],
  parameters: { page: { tenant: 'cityshare', ...at('in_progress') } },
  play: async ({ canvas, context }) => {
    const heading = await canvas.findByRole('heading', { level: 2, name: storyMessage(context, 'rentals.Condition.title') }, { timeout });
    // The card's first button: the pick-up report.
    const [pickUp] = await within(heading.closest('section') as HTMLElement).findAllByRole('button', {}, { timeout });
    await userEvent.click(pickUp as HTMLElement);
    const dialog = await screen.findByRole('dialog', {}, { timeout: dialogTimeout });
    const diagram = await within(dialog).findByRole('group', { name: storyMessage(context, 'rentals.ConditionDialog.diagram') });
    const front = storyMessage(context, 'rentals.Condition.zone.front');
    await userEvent.click(within(diagram).getByRole('button', { name: new RegExp(`^${front}(,|$)`) }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: storyMessage(context, 'rentals.ConditionDialog.description') }), 'Rayure sur le pare-chocs');
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, await bumperPhoto('pare-chocs.png'));
    const photo = await within(dialog).findByRole('img', { name: storyMessagePattern(context, 'rentals.Condition.photo') }, { timeout });
    // Drawn: the object URL's picture has loaded.
    await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0), { timeout });
  },
};
