import { modifyRentalTimesMutationOptions, useApiClient, useFormSubmit, useTenant } from '@frontoffice/api-client';
import {
  type ModificationRights,
  type ModificationTimeError,
  modificationBounds,
  modificationTimeErrors,
  timezoneOf,
  toDateTime,
} from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { DateTimePicker } from '@frontoffice/ui/DateTimePicker';
import { Modal } from '@frontoffice/ui/Modal';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { fromCalendarDateTime, toCalendarDateTime } from '../../rentals/pickerDates.ts';
import { useNowDateTime } from '../../rentals/useNowDateTime.ts';
import * as s from '../RentalDetail/RentalDetail.css.ts';
import type { RentalDialogProps } from './CancelRentalDialog.tsx';

const m = {
  title: { id: 'rentals.ModifyRentalDialog.title' },
  intro: { id: 'rentals.ModifyRentalDialog.intro' },
  start: { id: 'rentals.ModifyRentalDialog.start' },
  end: { id: 'rentals.ModifyRentalDialog.end' },
  date: { id: 'rentals.ModifyRentalDialog.date' },
  time: { id: 'rentals.ModifyRentalDialog.time' },
  locked: { id: 'rentals.ModifyRentalDialog.locked' },
  confirm: { id: 'common.confirm' },
  cancel: { id: 'common.cancel' },
  close: { id: 'common.close' },
  tooLate: { id: 'errors.modify-delay-too-short' },
  done: { id: 'success.modification-confirmed' },
} satisfies Record<string, MessageDescriptor>;

const ERRORS = {
  RENTAL_DATES_IN_PAST: { id: 'errors.RENTAL_DATES_IN_PAST' },
  START_DATE_AFTER_END_DATE: { id: 'errors.START_DATE_AFTER_END_DATE' },
  SEARCH_END_TIME_TOO_SHORT: { id: 'errors.SEARCH_END_TIME_TOO_SHORT' },
  SEARCH_END_TIME_TOO_LONG: { id: 'errors.SEARCH_END_TIME_TOO_LONG' },
  SEARCH_START_TIME_BEFORE: { id: 'errors.SEARCH_START_TIME_BEFORE' },
  SEARCH_START_TIME_TOO_FAR_IN_ADVANCE: { id: 'errors.SEARCH_START_TIME_TOO_FAR_IN_ADVANCE' },
} satisfies Record<ModificationTimeError, MessageDescriptor>;

const iso = (time: DateTime) => time.toISO({ suppressMilliseconds: true }) ?? '';

/**
 * Modify booking (spec §2 dialogs, §5, D9): the search's date-time pickers and bounds; each bound editable only while
 * its delay allows it, `modify-delay-too-short` when neither is; the new times checked before sending, then
 * `PUT /user/rentals/{id}` with the times unwrapped (D12), once; `modification-confirmed`, and the booking changes at
 * once in its list and here (spec §4). Its own chunk: the pickers are the heaviest part of the detail.
 */
export default function ModifyRentalDialog({ rental, rights, isOpen, onOpenChange }: RentalDialogProps & { rights: ModificationRights }) {
  const intl = useIntl();
  const tenant = useTenant();
  const notifier = useNotifier();
  const now = useNowDateTime();
  const zone = timezoneOf(tenant);
  const [original] = useState<{ start: DateTime; end: DateTime }>(() => ({
    start: toDateTime(rental.reservation_start_time)?.setZone(zone) ?? DateTime.now(),
    end: toDateTime(rental.reservation_end_time)?.setZone(zone) ?? DateTime.now(),
  }));
  const [start, setStart] = useState<DateTime>(original.start);
  const [end, setEnd] = useState<DateTime>(original.end);
  const bounds = modificationBounds(start, now, tenant);
  const errors = modificationTimeErrors({ start, end }, original, now, tenant);
  const changed = start.toMillis() !== original.start.toMillis() || end.toMillis() !== original.end.toMillis();
  const modify = useFormSubmit({
    form: 'modify-booking',
    mutation: modifyRentalTimesMutationOptions(useApiClient(), useQueryClient()),
    onSuccess: () => {
      notifier.notify({ title: intl.formatMessage(m.done), tone: 'success' });
      onOpenChange(false);
    },
  });
  const moveStart = (next: DateTime) => {
    // The booking keeps its length when its start moves: the driver shifts it rather than squeezing it.
    setEnd(next.plus({ milliseconds: end.toMillis() - start.toMillis() }));
    setStart(next);
  };
  const picker = (which: 'start' | 'end') => {
    const editable = rights[which];
    const value = which === 'start' ? start : end;
    return (
      <DateTimePicker
        label={intl.formatMessage(m[which])}
        dateLabel={intl.formatMessage(m.date)}
        timeLabel={intl.formatMessage(m.time)}
        value={toCalendarDateTime(value, zone)}
        minValue={editable ? toCalendarDateTime(bounds[which].min, zone) : null}
        maxValue={editable ? toCalendarDateTime(bounds[which].max, zone) : null}
        isDisabled={!editable}
        description={editable ? undefined : intl.formatMessage(m.locked)}
        onChange={(picked) => (which === 'start' ? moveStart : setEnd)(fromCalendarDateTime(picked, zone))}
      />
    );
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      closeLabel={intl.formatMessage(m.close)}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button
            needsNetwork
            isPending={modify.isPending}
            isDisabled={!rights.canConfirm || !changed || errors.length > 0}
            onPress={() => modify.submit({ id: rental.id, reservationStartTime: iso(start), reservationEndTime: iso(end) })}
          >
            {intl.formatMessage(m.confirm)}
          </Button>
        </>
      }
    >
      <div className={s.stack}>
        {rights.error ? (
          <InlineMessage tone="danger">{intl.formatMessage(m.tooLate)}</InlineMessage>
        ) : (
          <p className={s.text}>{intl.formatMessage(m.intro)}</p>
        )}
        {picker('start')}
        {picker('end')}
        {changed && errors.length > 0 && (
          <div role="alert" className={s.stack}>
            {errors.map((error) => (
              <p key={error} className={s.errorText}>
                {intl.formatMessage(ERRORS[error])}
              </p>
            ))}
          </div>
        )}
      </div>
    </Modal>
  );
}
