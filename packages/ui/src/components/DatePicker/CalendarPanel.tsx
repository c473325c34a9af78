import { Button, Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, Heading } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../../internal/icons.tsx';
import { IconButtonStyle } from './IconButtonStyle.ts';
import * as s from './DatePicker.css.ts';

/**
 * The month calendar shown in the date pickers' popover. A module of its own, loaded when a calendar first opens
 * (issue 18 item 1): the calendar's code (react-aria's calendar state, grid and cells) is about 10 kB gzip that a
 * page with date fields does not need before the driver asks for a calendar.
 */
export function CalendarPanel() {
  return (
    <Calendar className={s.calendar}>
      <header className={s.calendarHeader}>
        <Button slot="previous" className={IconButtonStyle}>
          <ChevronLeftIcon />
        </Button>
        <Heading className={s.calendarHeading} />
        <Button slot="next" className={IconButtonStyle}>
          <ChevronRightIcon />
        </Button>
      </header>
      <CalendarGrid className={s.grid} weekdayStyle="short">
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={s.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={s.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}

export default CalendarPanel;
