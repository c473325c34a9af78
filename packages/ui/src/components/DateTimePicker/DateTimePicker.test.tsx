// The date-and-time picker under happy-dom: how often it builds a day's slots (its rendering is covered by its
// stories in Chromium).
import { type CalendarDate, CalendarDateTime } from '@internationalized/date';
import { cleanup, render, screen } from '@testing-library/react';
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
    expect((screen.getByLabelText('Time') as HTMLSelectElement).value).toBe('09:15');
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

describe('DateTimePicker: the day’s times on the browser’s own select (spec §5, §9; issue 32: a tap on a phone)', () => {
  const timeSelect = () => screen.getByLabelText('Time') as HTMLSelectElement;
  const optionTexts = () => [...timeSelect().options].map((option) => [option.value, option.textContent, option.disabled]);

  it('lists every slot of the shown day, labelled, the blocked ones disabled, the chosen one selected', () => {
    render(picker({ slotsOf: slotsOf(), value: new CalendarDateTime(2026, 3, 1, 9, 15) }));
    expect(timeSelect().tagName).toBe('SELECT');
    // The 1 March's 09:00 is blocked (the slots' function), its 09:15 open.
    expect(optionTexts()).toEqual([
      ['09:00', '09:00', true],
      ['09:15', '09:15', false],
    ]);
    expect(timeSelect().value).toBe('09:15');
  });

  it('spec §9: without the caller’s slots, a day of 15-minute slots from 00:00 to 23:45, in HH:mm in English too (D25)', () => {
    render(
      <I18nProvider locale="en-US">
        <DateTimePicker label="Departure" dateLabel="Date" timeLabel="Time" defaultValue={new CalendarDateTime(2026, 3, 2, 13, 30)} />
      </I18nProvider>,
    );
    const options = [...timeSelect().options];
    expect(options).toHaveLength(96);
    expect(options.map((option) => option.textContent).slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(options.at(-1)?.textContent).toBe('23:45');
    expect(timeSelect().value).toBe('13:30');
  });

  it('spec §5: on the first day, the slots before the earliest moment are disabled', () => {
    render(
      <DateTimePicker
        label="Departure"
        dateLabel="Date"
        timeLabel="Time"
        defaultValue={new CalendarDateTime(2026, 3, 2, 14, 15)}
        minValue={new CalendarDateTime(2026, 3, 2, 14, 10)}
      />,
    );
    const byKey = new Map([...timeSelect().options].map((option) => [option.value, option.disabled]));
    expect(byKey.get('14:00')).toBe(true);
    expect(byKey.get('14:15')).toBe(false);
  });

  it('a choice is passed on with the shown day, and shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateTimePicker label="Departure" dateLabel="Date" timeLabel="Time" defaultValue={new CalendarDateTime(2026, 3, 2, 9, 15)} slotsOf={slotsOf()} onChange={onChange} />,
    );
    await user.selectOptions(timeSelect(), '09:00');
    expect(onChange).toHaveBeenCalledWith(new CalendarDateTime(2026, 3, 2, 9, 0));
    expect(timeSelect().value).toBe('09:00');
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
    await user.selectOptions(timeSelect(), '09:00');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2026, 3, 2, 9, 0));
    expect(timeSelect().value).toBe('09:00');
    unmount();

    render(<Caller accepts={false} />);
    await user.selectOptions(timeSelect(), '09:00');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(timeSelect().value).toBe('09:15');
  });

  it('before a day is chosen the select is disabled and shows its placeholder; an invalid field names its error', () => {
    render(
      <DateTimePicker label="Departure" dateLabel="Date" timeLabel="Time" timePlaceholder="Time" isInvalid errorMessage="The return must come after the departure." />,
    );
    expect(timeSelect().disabled).toBe(true);
    expect(timeSelect().selectedOptions[0]?.textContent).toBe('Time');
    expect(timeSelect().getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(timeSelect().getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('The return must come after the departure.');
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
