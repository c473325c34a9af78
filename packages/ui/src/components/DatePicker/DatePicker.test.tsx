// The date picker's calendar under happy-dom: when it closes after a day is chosen (issue 32: a tap on a phone). Its
// drawing, bounds and blocked days are covered by its stories in Chromium.
import { CalendarDate } from '@internationalized/date';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker.tsx';

afterEach(cleanup);

describe('DatePicker: a day chosen in the calendar (spec §5; issue 32: the date tap on a phone)', () => {
  it('is passed on and shown chosen at once; the calendar closes after that paint and gives the focus back to its button', async () => {
    // No pause between the test's events: what happens before the next frame is checked before it.
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <I18nProvider locale="en-GB">
        <DatePicker label="Departure date" defaultValue={new CalendarDate(2026, 11, 23)} onChange={onChange} onOpenChange={onOpenChange} />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: /Calendar/ });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    const grid = await within(dialog).findByRole('grid', {}, { timeout: 5000 });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.click(within(grid).getByText('25'));
    expect(onChange).toHaveBeenCalledWith(new CalendarDate(2026, 11, 25));
    // Still open in the frame that shows the choice.
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(grid).getByText('25').closest('[role="gridcell"]')?.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(button));
    // The field shows the day chosen.
    expect(screen.getByRole('group').textContent).toContain('25');
  });
});
