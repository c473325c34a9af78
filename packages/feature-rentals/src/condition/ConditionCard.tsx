import {
  type ConditionReport,
  conditionReportsQueryOptions,
  type Rental,
  type Tenant,
  useApiClient,
  useExtensionAvailable,
  vehicleDamagesQueryOptions,
} from '@frontoffice/api-client';
import { type ConditionMoment, type ConditionZone, CONDITION_MOMENTS, conditionOffer, formatDisplayDate } from '@frontoffice/domain';
import type { DateTime } from 'luxon';
import { Button } from '@frontoffice/ui/Button';
import { Card } from '@frontoffice/ui/Card';
import { InlineMessage } from '@frontoffice/ui/PageFrame';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import * as s from '../components/RentalDetail/RentalDetail.css.ts';
import * as c from './ConditionCard.css.ts';
import { discardReport, type QueuedReport } from './queue.ts';
import { queueOwner, sendWaitingReports } from './sender.ts';
import { useConditionQueue } from './useConditionQueue.ts';
import { zoneLabel } from './zoneTexts.ts';

// The report's dialog brings the diagram and the photo handling: its own chunk, loaded when it opens.
const ConditionReportDialog = lazy(() => import('./ConditionReportDialog.tsx'));

const m = {
  title: { id: 'rentals.Condition.title' },
  askPickUp: { id: 'rentals.Condition.askPickUp' },
  askReturn: { id: 'rentals.Condition.askReturn' },
  start: { id: 'rentals.Condition.start' },
  known: { id: 'rentals.Condition.known' },
  reportTitle: { id: 'rentals.Condition.reportTitle' },
  nothing: { id: 'rentals.Condition.nothing' },
  sent: { id: 'rentals.Condition.sent' },
  waiting: { id: 'rentals.Condition.waiting' },
  sending: { id: 'rentals.Condition.sending' },
  refused: { id: 'rentals.Condition.refused' },
  fix: { id: 'rentals.Condition.fix' },
  discard: { id: 'rentals.Condition.discard' },
  retry: { id: 'rentals.Condition.retry' },
  photo: { id: 'rentals.Condition.photo' },
  damage: { id: 'rentals.Condition.damage' },
  photoState: { id: 'rentals.Condition.photoState' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link ConditionCard}. */
export interface ConditionCardProps {
  rental: Rental;
  tenant: Tenant;
  userId: number;
  now: DateTime;
}

/** A report as the card lists it: sent (the operator's) or still on this device. */
type Listed = { sent: ConditionReport } | { queued: QueuedReport };

/** A §8 code's message where the catalogue has one, else the code itself is not shown: the generic message. */
function refusalText(intl: IntlShape, codes: readonly string[] | undefined): string {
  const id = `errors.${codes?.[0] ?? 'internal'}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'errors.internal' });
}

/**
 * The vehicle's condition on the booking detail (issue 35 items 2, 4, 5; decision D47): the damages already known on
 * the car, the reports of the booking (sent, waiting to be sent with their photos' progress, or refused with the
 * operator's reason, to correct or discard), and while the booking's window is open the way to report at pick-up and
 * at return; in `required` mode the report asked for comes first, as a message that never hides the rest of the page.
 * Hidden for the session when the operator lacks the extension (D46).
 */
export function ConditionCard({ rental, tenant, userId, now }: ConditionCardProps) {
  const intl = useIntl();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const available = useExtensionAvailable('condition-reports');
  const reports = useQuery({ ...conditionReportsQueryOptions(client, rental.id), enabled: available });
  const { reports: queue, progress } = useConditionQueue();
  const [dialog, setDialog] = useState<{ moment: ConditionMoment; correcting?: QueuedReport } | null>(null);
  const owner = queueOwner(client, userId);
  const mine = queue.filter((report) => report.owner === owner && report.rentalId === rental.id);
  const sent = reports.data ?? [];
  const made = new Set<ConditionMoment>([...sent.map((report) => report.moment), ...mine.map((report) => report.moment)]);
  // D47: what the booking offers now, and in required mode the report asked for first (the ones made count).
  const offer = conditionOffer(rental, userId, tenant, [...made], now);
  const damages = useQuery({ ...vehicleDamagesQueryOptions(client, rental.vehicle_id), enabled: available && offer.open });
  const listed: Listed[] = [...sent.map((report) => ({ sent: report })), ...mine.map((report) => ({ queued: report }))];
  if (!available || (!offer.open && listed.length === 0)) return null;
  const known = damages.data?.length;
  const resend = () => void sendWaitingReports(client, queryClient, userId).catch((error: unknown) => console.error(error));
  const ask = offer.asked === 'pick_up' ? m.askPickUp : offer.asked === 'return' ? m.askReturn : null;

  const zonesOf = (damagesOf: readonly { zone: ConditionZone; description: string }[]) =>
    damagesOf.map((damage) => intl.formatMessage(m.damage, { zone: zoneLabel(intl, damage.zone), description: damage.description, hasDescription: damage.description ? 'yes' : 'no' }));

  const item = (entry: Listed) => {
    const report = 'sent' in entry ? entry.sent : null;
    const queued = 'queued' in entry ? entry.queued : null;
    const moment = (report ?? queued)?.moment ?? 'pick_up';
    const when = report ? formatDisplayDate(report.created_at, 'card', intl.locale, tenant) : formatDisplayDate(new Date(queued?.createdAt ?? 0).toISOString(), 'card', intl.locale, tenant);
    const nothing = report ? report.nothing_to_report : queued?.nothingToReport;
    const lines = zonesOf(report ? report.damages : (queued?.damages ?? []));
    const sending = queued ? Object.entries(progress).filter(([key]) => key.startsWith(`${queued.clientId}/`)) : [];
    const percent = sending.length > 0 ? Math.round((sending[0]?.[1] ?? 0) * 100) : null;
    return (
      <li key={report ? `sent-${report.id}` : `queued-${queued?.clientId}`} className={c.report}>
        <div className={c.reportHead}>
          <span className={s.subheading}>{intl.formatMessage(m.reportTitle, { moment, time: when })}</span>
          <span className={queued?.state === 'refused' ? c.stateRefused : queued ? c.stateWaiting : c.stateSent}>
            {report ? intl.formatMessage(m.sent) : queued?.state === 'refused' ? intl.formatMessage(m.refused, { reason: refusalText(intl, queued.refusal) }) : percent !== null ? intl.formatMessage(m.sending, { percent }) : intl.formatMessage(m.waiting)}
          </span>
        </div>
        {nothing ? <p className={s.muted}>{intl.formatMessage(m.nothing)}</p> : lines.map((line) => <p key={line} className={s.text}>{line}</p>)}
        {report && report.damages.some((damage) => damage.photos.length > 0) && (
          <ul className={c.photos}>
            {report.damages.flatMap((damage) =>
              damage.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noopener noreferrer">
                    <img className={c.thumbnail} src={photo.url} alt={intl.formatMessage(m.photo, { index: index + 1, zone: zoneLabel(intl, damage.zone) })} loading="lazy" />
                  </a>
                </li>
              )),
            )}
          </ul>
        )}
        {queued?.state === 'waiting' && queued.damages.some((damage) => damage.photos.length > 0) && (
          // Issue 35 item 3: each photo's own state while the report waits: sent, its upload's progress, or waiting.
          <ul className={c.photoStates}>
            {queued.damages
              .flatMap((damage) => damage.photos)
              .map((photo, index) => {
                const fraction = progress[`${queued.clientId}/${photo.key}`];
                const state = photo.uploaded ? 'sent' : fraction !== undefined ? 'sending' : 'waiting';
                return (
                  <li key={photo.key}>
                    {intl.formatMessage(m.photoState, { index: index + 1, state, percent: Math.round((fraction ?? 0) * 100) })}
                    {state === 'sending' && <progress className={c.progress} max={1} value={fraction} aria-hidden="true" />}
                  </li>
                );
              })}
          </ul>
        )}
        {queued && (
          <div className={s.actions}>
            {queued.state === 'refused' ? (
              <>
                <Button variant="secondary" size="sm" onPress={() => setDialog({ moment: queued.moment, correcting: queued })}>
                  {intl.formatMessage(m.fix)}
                </Button>
                <Button variant="ghost" size="sm" onPress={() => void discardReport(queued.clientId)}>
                  {intl.formatMessage(m.discard)}
                </Button>
              </>
            ) : (
              <Button variant="secondary" size="sm" needsNetwork onPress={resend}>
                {intl.formatMessage(m.retry)}
              </Button>
            )}
          </div>
        )}
      </li>
    );
  };

  return (
    <Card title={intl.formatMessage(m.title)} headingLevel={2}>
      <div className={s.stack}>
        {ask && <InlineMessage tone="info">{intl.formatMessage(ask)}</InlineMessage>}
        {offer.open && known !== undefined && <p className={s.muted}>{intl.formatMessage(m.known, { count: known })}</p>}
        {listed.length > 0 && <ul className={c.reports}>{listed.map(item)}</ul>}
        {offer.open && (
          <div className={s.actions}>
            {CONDITION_MOMENTS.filter((moment) => !made.has(moment)).map((moment) => (
              <Button key={moment} variant={offer.asked === moment ? 'primary' : 'secondary'} onPress={() => setDialog({ moment })}>
                {intl.formatMessage(m.start, { moment })}
              </Button>
            ))}
          </div>
        )}
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <ConditionReportDialog
            rental={rental}
            moment={dialog.moment}
            correcting={dialog.correcting}
            owner={owner}
            knownDamages={damages.data ?? []}
            onClose={() => setDialog(null)}
            onQueued={resend}
          />
        </Suspense>
      )}
    </Card>
  );
}
