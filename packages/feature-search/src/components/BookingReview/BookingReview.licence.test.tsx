// The booking review's licence warning (issue 34 item 4, decision D44): a licence whose last valid day is before the
// booking's end is said, with its date and a link to the account's licence fields; booking stays possible. Rendered as
// the page shows it (view=booking) against the demo API, on the tests' fixed clock (NOW: 23 November 2026, 08:07 in
// Montreal; the searched booking: 24 November 2026, 08:00 to 11:00).
import { userKeys } from '@frontoffice/api-client';
import { createDemoHandlers } from '@frontoffice/demo-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_BASE, NOW, recordRequests, type RenderedSearch, renderSearch, searchTimes, searchUrl, setupMswServer } from '../../test/renderSearch.tsx';

setupMswServer();

const DRIVER = 'driver@example.com';
const REVIEW = searchUrl({ view: 'booking', vehicleId: 1004, station: 2, ...searchTimes() });

/** The demo API of a tenant whose demo driver's licence expires on `expiry` (`yyyy-MM-dd`). */
function demoWithLicence(tenant: 'demo' | 'cityshare', expiry: string) {
  const demo = createDemoHandlers({ baseUrl: API_BASE, tenant, now: () => NOW.toMillis() });
  const driver = [...demo.api.state.users.values()].find((user) => user.email === DRIVER);
  if (!driver) throw new Error(`the ${tenant} fixtures have ${DRIVER}`);
  driver.profile.driving_licence_expiration_time = expiry;
  return demo.api;
}

/** The review's confirm button, once the vehicle, the station and the driver's account are there. */
async function confirmButton(page: RenderedSearch) {
  const confirm = await screen.findByRole('button', { name: /^(Confirmer la réservation|Confirm the booking)$/ }, { timeout: 10_000 });
  await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBeNull());
  // What the warning reads: without it, saying nothing would prove nothing.
  await waitFor(() => expect(page.queryClient.getQueryState(userKeys.current())?.status).toBe('success'));
  return confirm;
}

describe('BookingReview: a licence that ends before the booking (issue 34, D44)', () => {
  it('D44: a licence whose last day is before the booking ends is warned about, with its date and a link to the licence fields; the booking still goes through', async () => {
    const seen = recordRequests();
    const page = await renderSearch({ signInAs: DRIVER, api: demoWithLicence('demo', '2026-11-23'), url: REVIEW });
    const confirm = await confirmButton(page);
    const warning = await screen.findByRole('status');
    expect(warning.textContent).toContain(
      'Votre permis de conduire expire le 23 novembre 2026, avant la fin de cette réservation. Vous pouvez tout de même réserver ; pensez à mettre votre permis à jour.',
    );
    expect(screen.getByRole('link', { name: 'Mettre à jour mon permis' }).getAttribute('href')).toBe('/account/details#licence');
    // Warned, never blocked: the operator decides (D44).
    await userEvent.setup().click(confirm);
    await screen.findByRole('heading', { name: 'Réservation confirmée' }, { timeout: 5000 });
    expect(seen.filter((request) => request.method === 'POST' && request.path === '/user/rentals')).toHaveLength(1);
  });

  it('D44: a licence already expired is said in the past tense (English)', async () => {
    const page = await renderSearch({ signInAs: DRIVER, lang: 'en', api: demoWithLicence('demo', '2026-11-20'), url: REVIEW });
    await confirmButton(page);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your driving licence expired on 20 November 2026: it does not cover this booking. You can still book; remember to update your licence.',
    );
    expect(screen.getByRole('link', { name: 'Update my licence' }).getAttribute('href')).toBe('/account/details#licence');
  });

  it.each([
    ['valid through the booking’s last day', '2026-11-24'],
    ['valid for years', '2029-04-17'],
  ])('D44: a licence %s says nothing', async (_, expiry) => {
    const page = await renderSearch({ signInAs: DRIVER, api: demoWithLicence('demo', expiry), url: REVIEW });
    await confirmButton(page);
    expect(screen.queryByRole('link', { name: 'Mettre à jour mon permis' })).toBeNull();
    expect(screen.queryByText(/Votre permis de conduire/)).toBeNull();
  });

  it('D44 §5: a tenant that does not show the licence expiry (cityshare) says nothing, even of a stored expired date', async () => {
    const page = await renderSearch({
      tenant: 'cityshare',
      signInAs: DRIVER,
      api: demoWithLicence('cityshare', '2020-01-01'),
      url: searchUrl({ view: 'booking', vehicleId: 2004, ...searchTimes(24 * 5, 3, 'Europe/Paris'), lat: 48.8532, lng: 2.3691 }),
    });
    await confirmButton(page);
    expect(screen.queryByText(/Votre permis de conduire/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mettre à jour mon permis' })).toBeNull();
  });
});
