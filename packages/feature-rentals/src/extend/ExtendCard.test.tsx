import type { DemoApi } from '@frontoffice/demo-api';
import { API_BASE, jsonBody, renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RentalDetailPage } from '../pages/RentalDetailPage.tsx';
import { endWords } from '../test/endWords.ts';

setupMswServer();

const ZONE = 'America/Montreal'; // the demo tenant's (tenants/demo/tenant.json)
const MINUTE = 60_000;

/** A seeded rental of the demo driver (id 1): the one in progress, or the first upcoming one. */
function seeded(api: DemoApi, which: 'in_progress' | 'upcoming') {
  const now = Date.now();
  const found = [...api.state.rentals.values()].find((r) => {
    if (r.driver_id !== 1 || r.fixedStatus || r.carpooling) return false;
    const start = Date.parse(r.reservation_start_time);
    return which === 'in_progress' ? start <= now && Date.parse(r.reservation_end_time) > now : start > now;
  });
  if (!found) throw new Error(`no ${which} rental seeded`);
  return found;
}

async function renderDetail(which: 'in_progress' | 'upcoming', options: Parameters<typeof renderPage>[1] = {}) {
  let id = 0;
  const page = await renderPage(() => <RentalDetailPage id={id} list="bookings" />, {
    signedInAs: 'driver@example.com',
    ...options,
    prepare: async (context) => {
      id = seeded(context.api, which).id;
      await options.prepare?.(context);
    },
  });
  await screen.findByRole('heading', { level: 2, name: 'Votre trajet' });
  const rental = page.api.state.rentals.get(id);
  if (!rental) throw new Error('no rental');
  return { ...page, id, rental: { ...rental } };
}

/** `15h30`, the time of an instant in the tenant's zone as the booking's facts say it (D25). */
const clock = (ms: number) => DateTime.fromMillis(ms, { zone: ZONE }).toFormat("HH'h'mm");
/** An end as the extend card says it: "jusqu'à 15h30", or with its day when not today ("jusqu'au 1 décembre à 00h30"). */
const words = (ms: number) => endWords(DateTime.fromMillis(ms, { zone: ZONE }), 'fr');
/** The choice ending at `ms`: its accessible name says that end (issue 34 item 5). */
const choice = (ms: number) => screen.getByRole('button', { name: new RegExp(`^\\+(15 min|30 min|1 h), prolonger ${words(ms).until}$`) });
const extendCard = async () => (await screen.findByRole('heading', { level: 2, name: 'Prolonger la réservation' })).closest('section') as HTMLElement;
const returnFact = async () => within((await screen.findByRole('heading', { level: 2, name: 'Votre trajet' })).closest('section') as HTMLElement).getByText('Retour').nextElementSibling?.textContent;

describe('Extend (issue 34 item 1, D44)', () => {
  it('D44 an in-progress booking: +15 min, +30 min, +1 h and another time, real buttons named by what they show and the end they give (WCAG 2.5.3)', async () => {
    const { rental } = await renderDetail('in_progress');
    const card = await extendCard();
    const end = Date.parse(rental.reservation_end_time);
    expect(within(card).getByText(`Fin prévue : ${words(end).plain}`)).toBeTruthy();
    expect(choice(end + 15 * MINUTE).textContent).toBe('+15 min');
    expect(choice(end + 30 * MINUTE).textContent).toBe('+30 min');
    expect(choice(end + 60 * MINUTE).textContent).toBe('+1 h');
    expect(within(card).getByRole('button', { name: 'Autre heure' })).toBeTruthy();
  });

  it('D44 §7 +30 min sends one PUT with the unchanged start and the new end, whatever the clicks; the new end shows at once with modification-confirmed', async () => {
    const page = await renderDetail('in_progress');
    const end = Date.parse(page.rental.reservation_end_time);
    const user = userEvent.setup();
    await user.dblClick(choice(end + 30 * MINUTE));
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Votre réservation a été modifiée.', tone: 'success' }));
    const sent = requestsTo(page.requests, 'PUT', `/user/rentals/${page.id}`);
    expect(sent).toHaveLength(1);
    const body = (await jsonBody(sent[0] as (typeof sent)[number])) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(['reservation_end_time', 'reservation_start_time']);
    // The start exactly as the server gave it; the end 30 minutes later.
    expect(body.reservation_start_time).toBe(page.rental.reservation_start_time);
    expect(Date.parse(body.reservation_end_time ?? '')).toBe(end + 30 * MINUTE);
    const card = await extendCard();
    expect(await within(card).findByText(`Votre réservation se termine désormais ${words(end + 30 * MINUTE).at}.`)).toBeTruthy();
    // The new price the answer carries, and the calendar to update (D45).
    const price = page.api.state.rentals.get(page.id)?.price?.value_cents ?? 0;
    expect(price).toBeGreaterThan(page.rental.price?.value_cents ?? 0);
    expect(within(card).getByText(/Nouveau prix estimé/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ajouter à mon agenda (.ics)' })).toBeTruthy();
    expect(await returnFact()).toMatch(new RegExp(`${clock(end + 30 * MINUTE)}$`));
    // The choices wait behind "extend again" (a second tap of a double tap sends nothing), then start from the new end.
    await user.click(within(card).getByRole('button', { name: 'Prolonger encore' }));
    expect(choice(end + 45 * MINUTE).textContent).toBe('+15 min');
  });

  it('D44 §8 a refusal (the car is booked after) goes to the shared handler and leaves the booking as it was', async () => {
    const page = await renderDetail('in_progress', {
      handlers: [
        http.put(`${API_BASE}/user/rentals/:id`, () =>
          HttpResponse.json({ errors: [{ code: 'VEHICLE_NOT_AVAILABLE', detail: 'The vehicle is not free for these times.' }] }, { status: 409 }),
        ),
      ],
    });
    const end = Date.parse(page.rental.reservation_end_time);
    const before = await returnFact();
    await userEvent.setup().click(choice(end + 60 * MINUTE));
    await waitFor(() => expect(page.notifier.error).toHaveBeenCalledTimes(1));
    const error = page.notifier.error.mock.calls[0]?.[0] as { status: number; errors: { code: string }[] };
    expect([error.status, error.errors[0]?.code]).toEqual([409, 'VEHICLE_NOT_AVAILABLE']);
    expect(page.notifier.notify).not.toHaveBeenCalled();
    expect(await returnFact()).toBe(before);
    expect(screen.queryByText(/se termine désormais/)).toBeNull();
    // The choices are there again, for another try.
    expect(choice(end + 15 * MINUTE)).toBeTruthy();
  });

  it('D44 §5 when the end may no longer move, the card says why (modify-delay-too-short) and offers nothing', async () => {
    await renderDetail('in_progress', { tenantOverrides: { reservation_end_modification_minimal_delay: 6 * 3600 } });
    const card = await extendCard();
    expect(within(card).getByText('Il est trop tard pour modifier cette réservation.')).toBeTruthy();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });

  it('D44 §5 at the tenant’s maximum duration the card says so (SEARCH_END_TIME_TOO_LONG)', async () => {
    // The seeded trip is 4 hours long (packages/demo-api's seed).
    await renderDetail('in_progress', { tenantOverrides: { maximum_reservation_duration: 4 * 3600 } });
    const card = await extendCard();
    expect(within(card).getByText('La durée de location demandée est trop longue.')).toBeTruthy();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });

  it('D44 an upcoming booking extended to another time: the end picker alone, its confirm naming the end, one PUT', async () => {
    const page = await renderDetail('upcoming');
    const end = DateTime.fromISO(page.rental.reservation_end_time, { zone: ZONE });
    const user = userEvent.setup();
    await user.click(within(await extendCard()).getByRole('button', { name: 'Autre heure' }));
    const modal = await screen.findByRole('dialog', { name: 'Prolonger jusqu’à une autre heure' });
    // One picker (the end): its date and its time.
    const target = end.plus({ hours: 2 });
    await user.selectOptions(within(modal).getByLabelText('Heure'), target.toFormat('HH:mm'));
    await user.click(within(modal).getByRole('button', { name: `Prolonger ${endWords(target, 'fr').until}` }));
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Votre réservation a été modifiée.', tone: 'success' }));
    const sent = requestsTo(page.requests, 'PUT', `/user/rentals/${page.id}`);
    expect(sent).toHaveLength(1);
    const body = (await jsonBody(sent[0] as (typeof sent)[number])) as Record<string, string>;
    expect(body.reservation_start_time).toBe(page.rental.reservation_start_time);
    expect(Date.parse(body.reservation_end_time ?? '')).toBe(target.toMillis());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('§6 a passenger of a carpooling is offered nothing', async () => {
    let id = 0;
    await renderPage(() => <RentalDetailPage id={id} list="carpoolings" />, {
      signedInAs: 'passenger@example.com',
      tenant: 'cityshare',
      prepare: ({ api }) => {
        id = [...api.state.rentals.values()].find((r) => r.carpooling && r.passengers.some((p) => p.email === 'passenger@example.com'))?.id ?? 0;
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Votre trajet' });
    expect(screen.queryByRole('heading', { name: 'Prolonger la réservation' })).toBeNull();
  });
});
