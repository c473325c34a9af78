import { lazy, startTransition, Suspense, useState } from 'react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Label,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { useAfterNextPaint } from '../../internal/afterNextPaint.ts';
import { cx } from '../../internal/cx.ts';
import { FieldText, type LabelledFieldProps } from '../../internal/FieldParts.tsx';
import { CalendarIcon } from '../../internal/icons.tsx';
import { popover } from '../../internal/pickers.css.ts';
import { field, inputBox, label as labelClass } from '../../internal/shared.css.ts';
import * as s from './DatePicker.css.ts';

/** Props of `DatePicker`. */
export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'style' | 'children'>,
    LabelledFieldProps {}

const loadCalendar = () => import('./CalendarPanel.tsx');
const CalendarPanel = lazy(loadCalendar);

/** Starts loading the calendar when the driver is about to open it (pointer over or focus in the field). */
function preloadCalendar() {
  void loadCalendar();
}

/**
 * A date field with a calendar popover on react-aria's `DatePicker`: typed segments follow the locale's order,
 * `minValue`/`maxValue` bound both the typing and the calendar, and `isDateUnavailable` strikes out blocked days.
 * The calendar is loaded on demand (`CalendarPanel.tsx`): when the pointer comes over the field, it takes the focus,
 * or the calendar opens. The calendar opens by a transition; a day chosen in it is shown chosen at once, and the
 * calendar closes after that paint (issue 32: closing it, its cells removed, the page laid out again and the focus
 * given back to the field, was most of the tap's 300 to 450 ms on a phone with its processor 4x slower than a
 * laptop's). Its open state can still be controlled (`isOpen`, `onOpenChange`).
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  isOpen: openProp,
  defaultOpen = false,
  onOpenChange,
  onChange,
  ...props
}: DatePickerProps<T>) {
  const [openState, setOpenState] = useState(defaultOpen);
  const isOpen = openProp ?? openState;
  const later = useAfterNextPaint();
  const setOpen = (open: boolean) => {
    // The calendar is drawn by a transition, which React renders in short tasks: the press that opens it is answered
    // at once (the button pressed), and the calendar shows when it is ready (issue 32, as the time list's was).
    if (open) startTransition(() => setOpenState(true));
    else setOpenState(false);
    onOpenChange?.(open);
  };
  return (
    <AriaDatePicker
      {...props}
      isOpen={isOpen}
      onOpenChange={setOpen}
      shouldCloseOnSelect={false}
      onChange={(value) => {
        onChange?.(value);
        if (isOpen) later(() => setOpen(false));
      }}
      className={cx(field, className)}
    >
      <Label className={labelClass}>{label}</Label>
      <Group className={cx(inputBox, s.group)} onPointerEnter={preloadCalendar} onFocus={preloadCalendar}>
        <DateInput className={s.dateInput}>{(segment) => <DateSegment segment={segment} className={s.segment} />}</DateInput>
        <Button className={s.calendarButton}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldText description={description} errorMessage={errorMessage} />
      <Popover className={popover} offset={6} placement="bottom start">
        <Dialog className={s.dialog}>
          {/* The calendar's code arrives with the first opening (issue 18): a box of its size stands in until then. */}
          <Suspense fallback={<div className={s.calendarLoading} aria-busy="true" />}>
            <CalendarPanel />
          </Suspense>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
