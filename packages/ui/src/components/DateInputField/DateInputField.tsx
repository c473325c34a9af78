import { dateInputFormat, type DateInputFormat, formatDateInput, maskDateInput, parseDateInput } from '@frontoffice/domain';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { type ReactNode, useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Dialog,
  DialogTrigger,
  Group,
  Heading,
  Input,
  Label,
  Popover,
  TextField,
} from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { FieldText, type FieldTextProps } from '../../internal/FieldParts.tsx';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../internal/icons.tsx';
import { bareInput, popover } from '../../internal/pickers.css.ts';
import { field, inputBox, label as labelClass } from '../../internal/shared.css.ts';
import * as s from '../DatePicker/DatePicker.css.ts';
import { IconButtonStyle } from '../DatePicker/IconButtonStyle.ts';
import * as own from './DateInputField.css.ts';

/** Props of `DateInputField`. Every text is a prop: the design system holds no product text. */
export interface DateInputFieldProps extends FieldTextProps {
  /** The visible label. */
  label: ReactNode;
  /** The date as typed, in `format` (`17/04/1990`), or '' when empty. */
  value: string;
  /** Called with the masked text on every keystroke and with a date picked in the calendar. */
  onChange: (value: string) => void;
  /**
   * How dates are typed: the tenant's mask (spec §5, decision D25), from the domain's `dateInputFormat(tenant)`.
   * @default DD/MM/YYYY
   */
  format?: DateInputFormat;
  /** The accessible name of the button that opens the calendar (e.g. "Choose in a calendar"). */
  calendarLabel: string;
  /** The accessible names of the calendar's year buttons (birthdays are decades away). */
  previousYearLabel: string;
  nextYearLabel: string;
  /** Earliest selectable day in the calendar (`yyyy-MM-dd`). */
  minValue?: string;
  /** Latest selectable day in the calendar (`yyyy-MM-dd`). */
  maxValue?: string;
  /** The month the calendar opens on while the field is empty (`yyyy-MM-dd`); today otherwise. */
  defaultCalendarDate?: string;
  /** The input's name. */
  name?: string;
  /** Autofill hint (`bday` for a birthday). */
  autoComplete?: string;
  /** Marks the field required for assistive technology. */
  isRequired?: boolean;
  /** Shows the field as invalid (with `errorMessage`). */
  isInvalid?: boolean;
  /** Disables the field and its calendar. */
  isDisabled?: boolean;
  /** Called when the input loses focus. */
  onBlur?: () => void;
  /** `aria` shows errors without blocking a native submit (the form plumbing's choice). @default 'aria' */
  validationBehavior?: 'aria' | 'native';
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/**
 * A date typed in the operator's format with a mask (spec §5: `DD/MM/YYYY` or `YYYY-MM-DD`, decision D25): the
 * separators appear as digits are typed, a numeric keyboard opens on phones, and a calendar button offers the same
 * date in a month grid (with year steps, for birthdays). The field reports text; the caller checks it (the domain's
 * `parseDateInput`) and shows `date-invalid` when it is not a real date.
 */
export function DateInputField({
  label,
  value,
  onChange,
  format = dateInputFormat({}),
  calendarLabel,
  previousYearLabel,
  nextYearLabel,
  minValue,
  maxValue,
  defaultCalendarDate,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  className,
  validationBehavior = 'aria',
  ...props
}: DateInputFieldProps) {
  const [open, setOpen] = useState(false);
  const selected = toCalendarDate(parseDateInput(value, format));
  const [focused, setFocused] = useState<CalendarDate | null>(null);
  const shown = focused ?? selected ?? toCalendarDate(defaultCalendarDate);

  return (
    <TextField
      {...props}
      value={value}
      onChange={(raw) => onChange(maskDateInput(raw, format))}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      validationBehavior={validationBehavior}
      className={cx(field, className)}
    >
      <Label className={labelClass}>{label}</Label>
      <Group className={cx(inputBox, s.group)} isInvalid={isInvalid} isDisabled={isDisabled}>
        <Input className={cx(bareInput, own.input)} placeholder={format.mask} inputMode="numeric" maxLength={10} />
        <DialogTrigger
          isOpen={open}
          onOpenChange={(next) => {
            setOpen(next);
            setFocused(null);
          }}
        >
          <Button className={s.calendarButton} aria-label={calendarLabel} isDisabled={isDisabled}>
            <CalendarIcon />
          </Button>
          <Popover className={popover} offset={6} placement="bottom end">
            <Dialog className={s.dialog} aria-label={calendarLabel}>
              <Calendar
                className={s.calendar}
                value={selected}
                minValue={toCalendarDate(minValue)}
                maxValue={toCalendarDate(maxValue)}
                focusedValue={shown ?? undefined}
                onFocusChange={setFocused}
                onChange={(date) => {
                  onChange(formatDateInput(date.toString(), format));
                  setOpen(false);
                }}
              >
                <header className={s.calendarHeader}>
                  <span className={own.steps}>
                    <Button slot={null} className={IconButtonStyle} aria-label={previousYearLabel} onPress={() => shown && setFocused(shown.subtract({ years: 1 }))}>
                      <ChevronLeftIcon />
                      <ChevronLeftIcon className={own.doubled} />
                    </Button>
                    <Button slot="previous" className={IconButtonStyle}>
                      <ChevronLeftIcon />
                    </Button>
                  </span>
                  <Heading className={s.calendarHeading} />
                  <span className={own.steps}>
                    <Button slot="next" className={IconButtonStyle}>
                      <ChevronRightIcon />
                    </Button>
                    <Button slot={null} className={IconButtonStyle} aria-label={nextYearLabel} onPress={() => shown && setFocused(shown.add({ years: 1 }))}>
                      <ChevronRightIcon />
                      <ChevronRightIcon className={own.doubled} />
                    </Button>
                  </span>
                </header>
                <CalendarGrid className={s.grid} weekdayStyle="short">
                  <CalendarGridHeader>{(day) => <CalendarHeaderCell className={s.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
                  <CalendarGridBody>{(date) => <CalendarCell date={date} className={s.cell} />}</CalendarGridBody>
                </CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DialogTrigger>
      </Group>
      <FieldText description={description} errorMessage={errorMessage} />
    </TextField>
  );
}
