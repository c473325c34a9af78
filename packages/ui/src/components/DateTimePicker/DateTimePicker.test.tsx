// The date-and-time picker under happy-dom: how often it builds a day's slots (its rendering is covered by its
// stories in Chromium).
import { type CalendarDate, CalendarDateTime } from '@internationalized/date';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTimePicker, type DaySlot } from './DateTimePicker.tsx';

afterEach(cleanup);

const slotsOf = () =>
  vi.fn((day: CalendarDate): DaySlot[] => [
    { key: '09:00', isUnavailable: day.day === 1 },
    { key: '09:15', isUnavailable: false },
  ]);

const picker = (props: { slotsOf?: (day: CalendarDate) => readonly DaySlot[]; min?: CalendarDateTime; value?: CalendarDateTime }) => (
  <DateTimePicker
    label="Departure"
    dateLabel="Date"
    timeLabel="Time"
    value={props.value ?? new CalendarDateTime(2026, 3, 2, 9, 15)}
    // A new object with the same value at each render, as the search form passes its bounds.
    minValue={props.min ?? new CalendarDateTime(2026, 3, 1, 8, 0)}
    slotsOf={props.slotsOf}
  />
);

describe('DateTimePicker: the slots of a day (spec §5; issue 18: the search page on a phone)', () => {
  it('builds the shown day’s slots once across renders whose bounds are the same moments, and shows them', () => {
    const spy = slotsOf();
    const { rerender } = render(picker({ slotsOf: spy }));
    rerender(picker({ slotsOf: spy }));
    rerender(picker({ slotsOf: spy }));
    expect(spy.mock.calls.map(([day]) => day.toString())).toEqual(['2026-03-02']);
    expect(screen.getAllByText('09:15').length).toBeGreaterThan(0);
  });

  it('builds them again when what decides them changes: the day shown, the bounds, the function', () => {
    const spy = slotsOf();
    const { rerender } = render(picker({ slotsOf: spy }));
    rerender(picker({ slotsOf: spy, value: new CalendarDateTime(2026, 3, 3, 9, 0) }));
    rerender(picker({ slotsOf: spy, value: new CalendarDateTime(2026, 3, 3, 9, 0), min: new CalendarDateTime(2026, 3, 2, 8, 0) }));
    expect(spy.mock.calls.map(([day]) => day.toString())).toEqual(['2026-03-02', '2026-03-03', '2026-03-03']);
    const other = slotsOf();
    rerender(picker({ slotsOf: other, value: new CalendarDateTime(2026, 3, 3, 9, 0), min: new CalendarDateTime(2026, 3, 2, 8, 0) }));
    expect(other).toHaveBeenCalledTimes(1);
  });
});

describe('DateTimePicker: the time list is built when the driver comes to it (issue 18: the search page on a phone)', () => {
  /** The options of the time list's hidden native select (react-aria's HiddenSelect, one per option of the list). */
  const hiddenOptions = () => [...document.querySelectorAll('select option')].map((option) => option.textContent?.trim()).filter(Boolean);

  it('holds the chosen time alone until then, which its button shows', () => {
    render(picker({ slotsOf: slotsOf() }));
    expect(screen.getByRole('button', { name: /Time/ }).textContent).toContain('09:15');
    expect(hiddenOptions()).toEqual(['09:15']);
  });

  it('offers every slot of the day once the button has the focus: the keyboard finds them all', async () => {
    const user = userEvent.setup();
    render(picker({ slotsOf: slotsOf() }));
    const button = screen.getByRole('button', { name: /Time/ });
    // Tabbed to (happy-dom cannot tab through the date's segments: the focus is given as the browser would).
    act(() => button.focus());
    expect(document.activeElement).toBe(button);
    // The hidden select lists the options in the order they joined the list (the chosen one first); the list itself,
    // which the keyboard and the screen read, has the day's order.
    expect(hiddenOptions().sort()).toEqual(['09:00', '09:15']);
    await user.keyboard('{ArrowDown}');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['09:00', '09:15']);
  });

  it('issue 32: a press opens the list (drawn by a transition) with every slot, the chosen one selected, and a choice closes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateTimePicker label="Departure" dateLabel="Date" timeLabel="Time" defaultValue={new CalendarDateTime(2026, 3, 2, 9, 15)} slotsOf={slotsOf()} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: /Time/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['09:00', '09:15']);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await user.click(options[0] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(new CalendarDateTime(2026, 3, 2, 9, 0));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: /Time/ }).textContent).toContain('09:00');
  });

  it('a controlled picker shows the caller’s value: the one chosen once it follows, the old one if it refuses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Caller({ accepts }: { accepts: boolean }) {
      const [value, setValue] = useState(new CalendarDateTime(2026, 3, 2, 9, 15));
      return (
        <DateTimePicker
          label="Departure"
          dateLabel="Date"
          timeLabel="Time"
          value={value}
          slotsOf={slotsOf()}
          onChange={(picked) => {
            onChange(picked);
            if (accepts) setValue(picked);
          }}
        />
      );
    }
    const { unmount } = render(<Caller accepts />);
    await user.click(screen.getByRole('button', { name: /Time/ }));
    await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2026, 3, 2, 9, 0));
    expect(screen.getByRole('button', { name: /Time/ }).textContent).toContain('09:00');
    unmount();

    render(<Caller accepts={false} />);
    await user.click(screen.getByRole('button', { name: /Time/ }));
    await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: /Time/ }).textContent).toContain('09:15');
  });
});

describe('DateTimePicker: a date typed digit by digit (spec §5, decision D22)', () => {
  it('issue 32: a day typed before its month, with no open slot in the month shown, is kept: "04122026" gives 4 December, not the old day of December', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    // The 29 November: the days before it have no open slot (the past), the others have both.
    const open = (day: CalendarDate): DaySlot[] => {
      const past = day.compare(new CalendarDateTime(2026, 11, 29, 0, 0)) < 0;
      return [
        { key: '09:00', isUnavailable: past },
        { key: '09:15', isUnavailable: past },
      ];
    };
    function Caller() {
      const [value, setValue] = useState(new CalendarDateTime(2026, 11, 29, 9, 15));
      return (
        <DateTimePicker
          label="Departure"
          dateLabel="Date"
          timeLabel="Time"
          value={value}
          minValue={new CalendarDateTime(2026, 11, 29, 8, 0)}
          slotsOf={open}
          onChange={(picked) => {
            onChange(picked);
            setValue(picked);
          }}
        />
      );
    }
    // French order, as the product's drivers type it: day, month, year.
    render(
      <I18nProvider locale="fr-FR">
        <Caller />
      </I18nProvider>,
    );
    const [day] = screen.getAllByRole('spinbutton');
    await user.click(day as HTMLElement);
    await user.keyboard('04122026');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2026, 12, 4, 9, 15));
  });
});
