import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { DatePicker } from './DatePicker.tsx';

function Demo(props: { isInvalid?: boolean; withBlockedDays?: boolean }) {
  const t = useStoryText();
  return (
    <div style={{ maxWidth: 360 }}>
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
    </div>
  );
}

const meta = { title: 'Pickers/DatePicker', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bounds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
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
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    const grid = within(await screen.findByRole('dialog')).getByRole('grid');
    // 22 November 2026 is a Sunday.
    await expect(within(grid).getByText('22')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(grid).getByText('23')).not.toHaveAttribute('aria-disabled');
  },
};

export const Invalid: Story = { args: { isInvalid: true } };
