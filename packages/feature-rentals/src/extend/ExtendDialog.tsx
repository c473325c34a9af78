import type { Tenant } from '@frontoffice/api-client';
import { type ExtendOffer, roundUpToSlot, timezoneOf } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { DateTimePicker } from '@frontoffice/ui/DateTimePicker';
import { Modal } from '@frontoffice/ui/Modal';
import type { DateTime } from 'luxon';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from '../components/RentalDetail/RentalDetail.css.ts';
import { fromCalendarDateTime, toCalendarDateTime } from '../rentals/pickerDates.ts';
import { endText } from './endText.ts';

const m = {
  title: { id: 'rentals.ExtendDialog.title' },
  intro: { id: 'rentals.ExtendDialog.intro' },
  end: { id: 'rentals.ExtendDialog.end' },
  date: { id: 'rentals.ModifyRentalDialog.date' },
  time: { id: 'rentals.ModifyRentalDialog.time' },
  confirm: { id: 'rentals.Extend.stepName' },
  cancel: { id: 'common.cancel' },
  close: { id: 'common.close' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link ExtendDialog}. */
export interface ExtendDialogProps {
  offer: Extract<ExtendOffer, { kind: 'open' }>;
  tenant: Tenant;
  now: DateTime;
  isOpen: boolean;
  isPending: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: (end: DateTime) => void;
}

/**
 * Extend to another time (issue 34 item 1, D44): the end picker alone, on the 15-minute grid, from the first slot after
 * the current end to the tenant's latest end (maximum duration, maximum time in advance); the confirm button says the
 * end it gives. Its own chunk: the pickers are the heaviest part of the detail.
 */
export default function ExtendDialog({ offer, tenant, now, isOpen, isPending, onOpenChange, onConfirm }: ExtendDialogProps) {
  const intl = useIntl();
  const zone = timezoneOf(tenant);
  // A choice is ready for the driver to move: the slot of the longest step that fits (the picker's times are
  // quarters), else the first slot.
  const [end, setEnd] = useState<DateTime>(() => {
    const longest = offer.steps.at(-1);
    const slot = longest ? roundUpToSlot(longest.end.setZone(zone)) : offer.earliest;
    return slot <= offer.latest ? slot : offer.earliest;
  });
  const inRange = end >= offer.earliest && end <= offer.latest;
  const say = endText(end, now.setZone(zone), intl.locale, tenant);
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
          <Button needsNetwork isPending={isPending} isDisabled={!inRange} onPress={() => onConfirm(end)}>
            {intl.formatMessage(m.confirm, say)}
          </Button>
        </>
      }
    >
      <div className={s.stack}>
        <p className={s.text}>{intl.formatMessage(m.intro)}</p>
        <DateTimePicker
          label={intl.formatMessage(m.end)}
          dateLabel={intl.formatMessage(m.date)}
          timeLabel={intl.formatMessage(m.time)}
          value={toCalendarDateTime(end, zone)}
          minValue={toCalendarDateTime(offer.earliest, zone)}
          maxValue={toCalendarDateTime(offer.latest, zone)}
          onChange={(picked) => setEnd(fromCalendarDateTime(picked, zone))}
        />
      </div>
    </Modal>
  );
}
