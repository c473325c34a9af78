import { modifyRentalTimesMutationOptions, type Rental, type Tenant, useApiClient, useFormSubmit } from '@frontoffice/api-client';
import { type ExtendOffer, type ExtendStep, toDateTime, timezoneOf } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Card } from '@frontoffice/ui/Card';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { Price } from '@frontoffice/ui/Price';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { type DateTime } from 'luxon';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from '../components/RentalDetail/RentalDetail.css.ts';
import { EXTEND_ANCHOR } from './anchor.ts';
import { endText } from './endText.ts';

// "Another time" brings the date-time picker (react-aria's calendar): its own chunk, loaded when it opens.
const ExtendDialog = lazy(() => import('./ExtendDialog.tsx'));

const m = {
  title: { id: 'rentals.Extend.title' },
  endsAt: { id: 'rentals.Extend.endsAt' },
  step: { id: 'rentals.Extend.step' },
  stepLabel: { id: 'rentals.Extend.stepLabel' },
  other: { id: 'rentals.Extend.other' },
  done: { id: 'rentals.Extend.done' },
  newPrice: { id: 'rentals.Extend.newPrice' },
  calendar: { id: 'rentals.Extend.calendar' },
  again: { id: 'rentals.Extend.again' },
  confirmed: { id: 'success.modification-confirmed' },
  locked: { id: 'errors.modify-delay-too-short' },
  longest: { id: 'errors.SEARCH_END_TIME_TOO_LONG' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link ExtendCard}. */
export interface ExtendCardProps {
  rental: Rental;
  tenant: Tenant;
  /** What the booking offers (the domain's `extendOffer`), `none` excluded. */
  offer: Exclude<ExtendOffer, { kind: 'none' }>;
  now: DateTime;
  /** The calendar links of the booking, offered again after an extension (D45: the same event, updated). */
  calendar?: ReactNode;
}

/**
 * Extend (issue 34 item 1, decision D44): §5's end modification in one tap. +15 min, +30 min, +1 h from the current end
 * when they fit the tenant's limits, and "another time" on the pickers' grid; each choice is a button whose name says
 * the end it gives ("Prolonger jusqu'à 15h00"). `PUT /user/rentals/{id}` with the unchanged start, one request per
 * press; the answer replaces the booking in its list and here (spec §4), and the new end (and price, when the answer
 * has one) shows at once with `modification-confirmed`. A refusal goes to the shared handler (spec §8) and leaves the
 * booking as it was. When the end may no longer move, the card says why.
 */
export function ExtendCard({ rental, tenant, offer, now, calendar }: ExtendCardProps) {
  const intl = useIntl();
  const notifier = useNotifier();
  const zone = timezoneOf(tenant);
  const [pressed, setPressed] = useState<number | 'other' | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // After an extension the card says what it did and holds the choices back behind "extend again": a second tap of a
  // double tap, answered in between, must not extend twice (one press, one request).
  const [done, setDone] = useState<Rental | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The pressed choice is gone: the focus goes to what it did (read by a screen reader, and kept in the card).
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const extend = useFormSubmit({
    form: 'modify-booking',
    mutation: modifyRentalTimesMutationOptions(useApiClient(), useQueryClient()),
    onSuccess: (answer) => {
      notifier.notify({ title: intl.formatMessage(m.confirmed), tone: 'success' });
      setDone(answer);
      setDialogOpen(false);
    },
  });
  const send = (end: DateTime, which: number | 'other') => {
    setPressed(which);
    setDone(null);
    extend.submit({
      id: rental.id,
      // D44: the start is sent as the server gave it, unchanged.
      reservationStartTime: rental.reservation_start_time,
      reservationEndTime: end.setZone(zone).toISO({ suppressMilliseconds: true }) ?? '',
    });
  };
  const currentEnd = toDateTime(rental.reservation_end_time)?.setZone(zone);
  const say = (end: DateTime) => endText(end, now.setZone(zone), intl.locale, tenant);
  const stepButton = (step: ExtendStep) => (
    <Button
      key={step.minutes}
      variant="secondary"
      needsNetwork
      // WCAG 2.5.3: the name starts with what the button shows, then the end it gives ("+30 min, prolonger jusqu'à 15h00").
      aria-label={intl.formatMessage(m.stepLabel, { step: intl.formatMessage(m.step, { minutes: step.minutes }), ...say(step.end) })}
      isPending={extend.isPending && pressed === step.minutes}
      isDisabled={extend.isPending && pressed !== step.minutes}
      onPress={() => send(step.end, step.minutes)}
    >
      {intl.formatMessage(m.step, { minutes: step.minutes })}
    </Button>
  );
  const doneEnd = done ? toDateTime(done.reservation_end_time) : undefined;
  return (
    <FocusTarget>
      <Card title={intl.formatMessage(m.title)} headingLevel={2}>
        <div className={s.stack}>
          {currentEnd && <p className={s.text}>{intl.formatMessage(m.endsAt, say(currentEnd))}</p>}
          {offer.kind === 'locked' && <InlineMessage tone="info">{intl.formatMessage(m.locked)}</InlineMessage>}
          {offer.kind === 'longest' && <InlineMessage tone="info">{intl.formatMessage(m.longest)}</InlineMessage>}
          {offer.kind === 'open' && !done && (
            <div className={s.actions}>
              {offer.steps.map(stepButton)}
              <Button
                variant="outline"
                needsNetwork
                isDisabled={extend.isPending}
                onPress={() => {
                  setPressed('other');
                  setDialogOpen(true);
                }}
              >
                {intl.formatMessage(m.other)}
              </Button>
            </div>
          )}
          {done && doneEnd && (
            <div className={s.stack} ref={doneRef} tabIndex={-1}>
              <InlineMessage tone="success">{intl.formatMessage(m.done, say(doneEnd))}</InlineMessage>
              {done.price && done.price.value_cents > 0 && (
                <p className={s.text}>
                  {intl.formatMessage(m.newPrice, {
                    price: <Price key="price" amountCents={done.price.value_cents} currency={done.price.iso_code} size="sm" />,
                  })}
                </p>
              )}
              {calendar && (
                <>
                  <p className={s.muted}>{intl.formatMessage(m.calendar)}</p>
                  {calendar}
                </>
              )}
              {offer.kind === 'open' && (
                <div className={s.actions}>
                  <Button variant="outline" onPress={() => setDone(null)}>
                    {intl.formatMessage(m.again)}
                  </Button>
                </div>
              )}
            </div>
          )}
        </div>
      </Card>
      {dialogOpen && offer.kind === 'open' && (
        <Suspense fallback={null}>
          <ExtendDialog
            offer={offer}
            tenant={tenant}
            now={now}
            isOpen
            isPending={extend.isPending}
            onOpenChange={setDialogOpen}
            onConfirm={(end) => send(end, 'other')}
          />
        </Suspense>
      )}
    </FocusTarget>
  );
}

/**
 * The card's place on the page, `#extend`: arriving from the trip-end banner's link, the page scrolls to it and the
 * focus moves there (the driver asked for it by the link), so that a screen reader starts at the choices.
 */
function FocusTarget({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (hash === EXTEND_ANCHOR) ref.current?.focus();
  }, [hash]);
  return (
    <div id={EXTEND_ANCHOR} ref={ref} tabIndex={-1} className={s.anchor}>
      {children}
    </div>
  );
}
