// The account page's licence banner (issue 34 item 4, decision D44): a licence expired or expiring within 30 days is
// said at the top, with a button to its fields; a new expiry date makes it go at once. The page reads the clock
// (`DateTime.now()`), so the tests fix the date: 29 November 2026, 10:00 in Montreal.
import { renderPage, requestsTo, setupMswServer, type RenderPageOptions } from '@frontoffice/test-utils/renderPage';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountDetailsPage } from './AccountDetailsPage.tsx';

setupMswServer();

const TODAY = new Date('2026-11-29T15:00:00Z');

beforeEach(() => {
  // Only the date is fixed: timers stay real, so the demo API, the router and user-event run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The account page of the demo driver of `tenant`, whose licence expires on `expiry` (`yyyy-MM-dd`). */
async function renderWithLicence(expiry: string, options: Pick<RenderPageOptions, 'tenant' | 'lang' | 'path'> = {}) {
  const page = await renderPage(<AccountDetailsPage onAccountDeleted={vi.fn()} />, {
    signedInAs: 'driver@example.com',
    tenant: options.tenant,
    lang: options.lang,
    path: options.path ?? '/account/details',
    prepare: ({ api }) => {
      const driver = [...api.state.users.values()].find((account) => account.email === 'driver@example.com');
      if (!driver) throw new Error('the fixtures have driver@example.com');
      driver.profile.driving_licence_expiration_time = expiry;
    },
  });
  await screen.findByRole('heading', { level: 1, name: options.lang === 'en' ? 'My account' : 'Mon compte' });
  // The form is drawn with the account: the banner, if any, is there too.
  await screen.findByRole('button', { name: options.lang === 'en' ? 'Save the changes' : 'Enregistrer les modifications' });
  return page;
}

const expiryField = (name = "Date d'expiration du permis") => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('AccountDetailsPage: the licence banner (issue 34, D44)', () => {
  it('D44: a licence expiring within 30 days is said at the top (warning), naming its fields and the licence photos; its button moves the focus to the expiry date', async () => {
    await renderWithLicence('2026-12-12');
    const banner = screen.getByText(/^Votre permis expire le/).closest('[role="status"]') as HTMLElement;
    expect(banner.textContent).toContain(
      // French puts a no-break space inside its quotation marks.
      "Votre permis expire le 12 décembre 2026. Mettez à jour sa date d'expiration dans le bloc «\u00a0Permis de conduire\u00a0» ci-dessous, puis les photos du permis dans «\u00a0Mes documents\u00a0».",
    );
    // At the top: before the account's header and its sections.
    const firstSection = screen.getByRole('region', { name: 'Informations personnelles' });
    expect(banner.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mettre à jour mon permis' }));
    expect(document.activeElement).toBe(expiryField());
  });

  it('D44: an expired licence is said in the danger tone (English); its field keeps its own D41 warning', async () => {
    await renderWithLicence('2026-11-03', { lang: 'en' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your licence expired on 3 November 2026. Update its expiry date in the "Driving licence" block below, then the licence photos in "My documents".');
    const field = expiryField('Licence expiry date');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('This licence has expired.');
  });

  it('D44: once a new expiry date is saved, the banner goes at once (the save replaces the cached account)', async () => {
    const page = await renderWithLicence('2026-12-12');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mettre à jour mon permis' }));
    await user.clear(expiryField());
    await user.type(expiryField(), '12122031');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(screen.queryByText(/^Votre permis expire le/)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Mettre à jour mon permis' })).toBeNull();
    expect(requestsTo(page.requests, 'PUT', '/user')).toHaveLength(1);
  });

  it('D44: a tenant that shows the expiry but collects no licence photo (fleetco) does not mention them', async () => {
    await renderWithLicence('2026-12-01', { tenant: 'fleetco', lang: 'en' });
    const banner = screen.getByText(/^Your licence expires on/).closest('[role="status"]') as HTMLElement;
    expect(banner.textContent).toContain('Your licence expires on 1 December 2026. Update its expiry date in the "Driving licence" block below.');
    expect(banner.textContent).not.toContain('My documents');
  });

  it.each([
    ['a licence valid for more than 30 days (demo)', '2026-12-30', 'demo'],
    ['a tenant that does not show the expiry (cityshare), even of an expired date', '2020-01-01', 'cityshare'],
  ] as const)('D44 §5: no banner for %s', async (_, expiry, tenant) => {
    await renderWithLicence(expiry, { tenant });
    expect(screen.queryByText(/^Votre permis (expire|a expiré)/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mettre à jour mon permis' })).toBeNull();
  });

  it('issue 34: the review’s link (/account/details#licence) lands on the licence fields: the expiry date has the focus', async () => {
    await renderWithLicence('2026-12-12', { path: '/account/details#licence' });
    await waitFor(() => expect(document.activeElement).toBe(expiryField()));
  });
});
