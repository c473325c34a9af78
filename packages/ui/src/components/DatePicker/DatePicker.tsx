import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { FieldText, type LabelledFieldProps } from '../../internal/FieldParts.tsx';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../internal/icons.tsx';
import { field, inputBox, label as labelClass, popover } from '../../internal/shared.css.ts';
import { IconButtonStyle } from './IconButtonStyle.ts';
import * as s from './DatePicker.css.ts';

/** Props of `DatePicker`. */
export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'style' | 'children'>,
    LabelledFieldProps {}

/** The month calendar shown in the date pickers' popover. */
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

/**
 * A date field with a calendar popover on react-aria's `DatePicker`: typed segments follow the locale's order,
 * `minValue`/`maxValue` bound both the typing and the calendar, and `isDateUnavailable` strikes out blocked days.
 */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, className, ...props }: DatePickerProps<T>) {
  return (
    <AriaDatePicker {...props} className={cx(field, className)}>
      <Label className={labelClass}>{label}</Label>
      <Group className={cx(inputBox, s.group)}>
        <DateInput className={s.dateInput}>{(segment) => <DateSegment segment={segment} className={s.segment} />}</DateInput>
        <Button className={s.calendarButton}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldText description={description} errorMessage={errorMessage} />
      <Popover className={popover} offset={6} placement="bottom start">
        <Dialog className={s.dialog}>
          <CalendarPanel />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
