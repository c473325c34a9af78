import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { maxWidth } from '../../storybook/storyKit.tsx';
import { DatePicker } from './DatePicker.tsx';

function Demo(props: { isInvalid?: boolean; withBlockedDays?: boolean }) {
  const t = useStoryText();
  return (
    <DatePicker
      label={t('Date de départ', 'Departure date')}
      defaultValue={new CalendarDate(2026, 11, 23)}
      minValue={new CalendarDate(2026, 11, 20)}
      maxValue={new CalendarDate(2026, 12, 10)}
      // Sundays closed, for the blocked-days story.
      isDateUnavailable={props.withBlockedDays ? (date) => date.toDate('UTC').getUTCDay() === 0 : undefined}
      isInvalid={props.isInvalid}
      errorMessage={t('La date est invalide.', 'The date is invalid.')}
    />
  );
}

const meta = { title: 'Pickers/DatePicker', component: Demo, decorators: [maxWidth(360)] } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the calendar with the picker's button (the last one) and returns its dialog. */
async function openCalendar(canvas: ReturnType<typeof within>): Promise<HTMLElement> {
  const buttons = canvas.getAllByRole('button');
  await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
  return screen.findByRole('dialog');
}

/**
 * The calendar's grid in the picker's dialog. Its code loads with the first opening: on a busy CI machine Storybook's
 * dev server took over a second to serve it (the default wait of `findByRole`).
 */
const calendarIn = (dialog: HTMLElement) => within(dialog).findByRole('grid', {}, { timeout: 10_000 });

export const Bounds: Story = {
  play: async ({ canvas }) => {
    const dialog = await openCalendar(canvas);
    // The calendar's code loads with its first opening.
    const grid = await calendarIn(dialog);
    // Before the minimum (20 November) days are disabled; from it on they can be chosen.
    await expect(within(grid).getByText('19')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(grid).getByText('20')).not.toHaveAttribute('aria-disabled');
    const [previous, next] = within(dialog).getAllByRole('button').filter((b) => !b.closest('[role="grid"]'));
    // No month before the minimum's.
    await expect(previous).toBeDisabled();
    await userEvent.click(next as HTMLElement);
    const december = within(dialog).getByRole('grid');
    await expect(within(december).getByText('10')).not.toHaveAttribute('aria-disabled');
    await expect(within(december).getByText('11')).toHaveAttribute('aria-disabled', 'true');
    // No month after the maximum's.
    await expect(next).toBeDisabled();
    await userEvent.click(within(december).getByText('8'));
    // The exit animation runs before the dialog leaves the DOM.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const BlockedDays: Story = {
  args: { withBlockedDays: true },
  play: async ({ canvas }) => {
    const grid = await calendarIn(await openCalendar(canvas));
    // 22 November 2026 is a Sunday.
    await expect(within(grid).getByText('22')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(grid).getByText('23')).not.toHaveAttribute('aria-disabled');
  },
};

export const Invalid: Story = { args: { isInvalid: true } };
