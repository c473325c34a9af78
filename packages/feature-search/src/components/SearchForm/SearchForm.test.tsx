import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE, NOW, recordRequests, renderSearch, searchUrl, setupMswServer } from '../../test/renderSearch.tsx';

setupMswServer();

const submit = (name = 'Rechercher') => screen.getByRole('button', { name }) as HTMLButtonElement;

/** The options of the list that is open (a combo box's or a select's popover), not those of the time selects. */
const listOptions = async () => within(await screen.findByRole('listbox')).getAllByRole('option');

async function choose(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, text: string, option: string | RegExp) {
  // findBy: the form is a lazy chunk, which React renders a tick after it loaded.
  await user.type(await screen.findByRole('combobox', { name: label }), text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

describe('SearchForm submit rules (spec §5)', () => {
  it('spec §5: station engine: disabled without a start station, enabled once one is chosen; the submitted search lands in the URL', async () => {
    const user = userEvent.setup();
    const page = await renderSearch({ tenant: 'campus' });
    await screen.findByRole('combobox', { name: /Station de départ/ });
    expect(submit().disabled).toBe(true);
    await choose(user, /Station de départ/, 'Poly', /Polytechnique/);
    // campus is one-way: the end station is still missing.
    expect(submit().disabled).toBe(true);
    await choose(user, /Station de retour/, 'HEC', /HEC Montréal/);
    expect(submit().disabled).toBe(false);
    await user.click(submit());
    await waitFor(() => expect(page.search()).toMatchObject({ station: 302, endStation: 303, view: 'map', page: 1 }));
    // spec §5 / decision D22: default start is now rounded up to the next quarter, the return the minimum later.
    expect(page.search().start).toBe(NOW.setZone('America/Montreal').set({ minute: 15, second: 0 }).toISO({ suppressMilliseconds: true }));
    expect(page.search().end).toBe(NOW.setZone('America/Montreal').set({ minute: 45, second: 0 }).toISO({ suppressMilliseconds: true }));
  });

  it('spec §5: address engine with the destination field: the address and the destination must come from the suggestions, with a label', async () => {
    const user = userEvent.setup();
    const page = await renderSearch({ tenant: 'cityshare' });
    await screen.findByRole('combobox', { name: /Adresse de départ/ });
    expect(submit().disabled).toBe(true);
    await choose(user, /Adresse de départ/, 'Gare du', /Gare du Nord/);
    expect(submit().disabled).toBe(true);
    await choose(user, /Adresse de destination/, 'Tour', /Tour Eiffel/);
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Nom de la destination/ }), 'Bureau');
    expect(submit().disabled).toBe(false);
    await user.click(submit());
    await waitFor(() => expect(page.search().destLabel).toBe('Bureau'));
    expect(typeof page.search().lat).toBe('number');
    expect(page.search().destPlaceId).toBeTruthy();
    expect(page.search().station).toBeUndefined();
  });

  it('issue 32: a time chosen in the departure list (passed on by a transition) and the destination name typed after it are both in the search sent', async () => {
    const user = userEvent.setup();
    const page = await renderSearch({ tenant: 'cityshare' });
    await choose(user, /Adresse de départ/, 'Gare du', /Gare du Nord/);
    await choose(user, /Adresse de destination/, 'Tour', /Tour Eiffel/);
    const departure = screen.getByRole('group', { name: 'Départ' });
    await user.selectOptions(await within(departure).findByLabelText('Heure'), '16:00');
    await user.type(screen.getByRole('textbox', { name: /Nom de la destination/ }), 'Bureau');
    expect(within(departure).getByLabelText<HTMLSelectElement>('Heure').value).toBe('16:00');
    await user.click(submit());
    await waitFor(() => expect(page.search().destLabel).toBe('Bureau'));
    // cityshare (Europe/Paris): the return follows the start by the minimum duration (D22), 30 minutes.
    expect(page.search()).toMatchObject({ start: '2026-11-23T16:00:00+01:00', end: '2026-11-23T16:30:00+01:00' });
  });

  it('spec §5: labels used: disabled without a label; distance used without destination: disabled without a distance', async () => {
    const user = userEvent.setup();
    await renderSearch({ tenant: 'fleetco', lang: 'en', signInAs: 'driver@example.com' });
    await user.type(screen.getByRole('combobox', { name: /Start station/ }), 'a');
    await user.click((await listOptions())[0] as HTMLElement);
    expect(submit('Search').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /Rental purpose/ }));
    await user.click((await listOptions())[0] as HTMLElement);
    expect(submit('Search').disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Estimated distance \(mi\)/ }), '12');
    await user.tab();
    await waitFor(() => expect(submit('Search').disabled).toBe(false));
  });

  it('decision D39: an untouched default start that became too soon while the form was open is the default of the moment of sending, with no error', async () => {
    const user = userEvent.setup();
    let clock = NOW;
    const page = await renderSearch({ tenant: 'campus', props: { now: () => clock } });
    await choose(user, /Station de départ/, 'Poly', /Polytechnique/);
    await choose(user, /Station de retour/, 'HEC', /HEC Montréal/);
    clock = NOW.plus({ hours: 2 });
    await user.click(submit());
    await waitFor(() => expect(page.search().start).toBe('2026-11-23T10:15:00-05:00'));
    // D22: the return moved with it, the minimum duration (campus: 30 minutes) later.
    expect(page.search().end).toBe('2026-11-23T10:45:00-05:00');
    expect(screen.queryByText(/Le départ est trop proche/)).toBeNull();
  });

  it('spec §5: a start the driver chose that became past while the form was open shows the start-too-soon message instead of searching', async () => {
    const user = userEvent.setup();
    let clock = NOW;
    // A shared link's dates are the driver's choice: they do not follow the clock.
    const url = searchUrl({ start: '2026-11-23T09:00:00-05:00', end: '2026-11-23T10:00:00-05:00' });
    const page = await renderSearch({ tenant: 'campus', url, props: { now: () => clock } });
    await choose(user, /Station de départ/, 'Poly', /Polytechnique/);
    await choose(user, /Station de retour/, 'HEC', /HEC Montréal/);
    clock = NOW.plus({ hours: 2 });
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('Le départ est trop proche');
    expect(page.search().station).toBeUndefined();
  });
});

// decision D39 on every demo tenant: the form's default dates at the test clock (Monday 23 November 2026, 13:07 UTC),
// now + prepare_delay rounded up to a quarter, and the return the minimum duration later (D22).
const DEFAULTS: Array<[tenant: 'demo' | 'cityshare' | 'fleetco' | 'campus' | 'minimal', prepare: string, start: string, end: string]> = [
  ['demo', '900 s', '2026-11-23T08:30:00-05:00', '2026-11-23T09:30:00-05:00'],
  ['cityshare', '600 s', '2026-11-23T14:30:00+01:00', '2026-11-23T15:00:00+01:00'],
  ['fleetco', '1800 s', '2026-11-23T13:45:00+00:00', '2026-11-23T15:45:00+00:00'],
  ['campus', '0 s', '2026-11-23T08:15:00-05:00', '2026-11-23T08:45:00-05:00'],
  ['minimal', 'unset', '2026-11-23T08:15:00-05:00', '2026-11-23T08:45:00-05:00'],
];

/** Fills what the tenant's form requires besides the dates, choosing the first place it offers. */
const fillRequired: Record<(typeof DEFAULTS)[number][0], (user: ReturnType<typeof userEvent.setup>) => Promise<void>> = {
  demo: (user) => choose(user, /Station de départ/, 'Gare', /Gare Centrale/),
  cityshare: async (user) => {
    await choose(user, /Adresse de départ/, 'Gare du', /Gare du Nord/);
    await choose(user, /Adresse de destination/, 'Tour', /Tour Eiffel/);
    await user.type(screen.getByRole('textbox', { name: /Nom de la destination/ }), 'Bureau');
  },
  fleetco: async (user) => {
    await user.type(await screen.findByRole('combobox', { name: /Start station/ }), 'a');
    await user.click((await listOptions())[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: /Rental purpose/ }));
    await user.click((await listOptions())[0] as HTMLElement);
    await user.type(screen.getByRole('textbox', { name: /Estimated distance/ }), '12');
    await user.tab();
  },
  campus: async (user) => {
    await choose(user, /Station de départ/, 'Poly', /Polytechnique/);
    await choose(user, /Station de retour/, 'HEC', /HEC Montréal/);
  },
  // The first station's only car is the driver's rental in progress (the demo API's seed): the next one.
  minimal: (user) => choose(user, /Station de départ/, 'Vieux', /Vieux-Québec/),
};

describe('decision D39: the first search must be bookable', () => {
  it.each(DEFAULTS)('D39: on %s (prepare_delay %s) the default dates are sent and accepted', async (tenant, _, start, end) => {
    const user = userEvent.setup();
    const seen = recordRequests();
    const lang = tenant === 'fleetco' ? 'en' : 'fr';
    const { notifier } = await renderSearch({ tenant, lang, signInAs: 'driver@example.com' });
    await fillRequired[tenant](user);
    const button = submit(lang === 'en' ? 'Search' : 'Rechercher');
    await waitFor(() => expect(button.disabled).toBe(false));
    await user.click(button);
    await waitFor(() => expect(seen.find((r) => r.path === '/vehicles/search')?.body).toBeDefined());
    const body = seen.find((r) => r.path === '/vehicles/search')?.body as { search: Record<string, unknown> };
    expect({ start: body.search.start_time, end: body.search.end_time }).toEqual({ start, end });
    // Accepted: results, and neither a message in place nor a notification.
    expect((await screen.findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('the station fields (spec §2 station engine)', () => {
  it('text typed before the stations arrived lists the matching stations once they arrive, not "no station"', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    // GET /stations is held back until the driver has typed; answering nothing passes it on to the demo API.
    const held = http.get(`${API_BASE}/stations`, async () => {
      await arrived;
    });
    await renderSearch({ tenant: 'campus', handlers: [held] });
    await user.type(await screen.findByRole('combobox', { name: /Station de départ/ }, { timeout: 5000 }), 'Poly');
    expect(await screen.findByText('Aucune station ne correspond.')).toBeTruthy();
    release();
    expect(await screen.findByRole('option', { name: /Polytechnique/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Aucune station ne correspond.')).toBeNull();
  });
});

describe('the station list (issue 17 item 3, decision D33)', () => {
  it('lists every station on focus before any letter is typed; after "locate me" the nearest come first, with their distance; typing filters', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      // Beside the Olympic stadium.
      success({ coords: { latitude: 45.558, longitude: -73.552 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    try {
      const user = userEvent.setup();
      await renderSearch({ signInAs: 'driver@example.com' });
      const field = await screen.findByRole('combobox', { name: /Station de départ/ }, { timeout: 5000 });
      // decision D33: nothing asked on load.
      expect(getCurrentPosition).not.toHaveBeenCalled();
      await user.click(field);
      await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(8), { timeout: 5000 });
      expect(screen.getAllByRole('option')[0]?.textContent).toContain('Gare Centrale');
      await user.keyboard('{Escape}');

      await user.click(screen.getByRole('button', { name: 'Me localiser' }));
      expect(getCurrentPosition).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('Les stations les plus proches de vous sont proposées en premier.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: /Station de départ/ }));
      await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toMatch(/^Stade olympique0,\d\skm · /));
      expect(screen.getAllByRole('option')[1]?.textContent).not.toContain('Stade olympique');

      await user.type(field, 'vieux');
      await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent?.split(/\d/)[0])).toEqual(['Vieux-Port']));
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });
});

describe('the keyboard (issue 19)', () => {
  it('choosing a station keeps its field (not remounted), which keeps the focus (the e2e does it with Enter)', async () => {
    const user = userEvent.setup();
    await renderSearch({ signInAs: 'driver@example.com' });
    const field = await screen.findByRole('combobox', { name: /Station de départ/ }, { timeout: 5000 });
    await choose(user, /Station de départ/, 'Gare', /Gare Centrale/);
    const chosen = screen.getByRole('combobox', { name: /Station de départ/ }) as HTMLInputElement;
    await waitFor(() => expect(chosen.value).toContain('Gare Centrale'));
    // The same field, still focused: choosing did not remount it.
    expect(chosen).toBe(field);
    expect(document.activeElement).toBe(field);
  });
});

describe('discount codes (spec §3: a list; issue 17 item 7)', () => {
  it('several codes can be added; spaces inside a code are kept as typed, those at its ends dropped; a chip removes one', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    const page = await renderSearch({ signInAs: 'driver@example.com' });
    await choose(user, /Station de départ/, 'Gare', /Gare Centrale/);
    const field = screen.getByRole('textbox', { name: /^Code de réduction/ });
    await user.type(field, '  AMI  2026 {Enter}');
    await user.type(field, 'BIENVENUE10');
    await user.click(screen.getByRole('button', { name: 'Ajouter le code' }));
    await user.type(field, 'WEEKEND5');
    // Leaving the field adds what was typed.
    await user.tab();
    const added = screen.getByRole('grid', { name: 'Codes de réduction ajoutés' });
    expect(within(added).getAllByRole('row').map((row) => row.textContent)).toEqual(['AMI  2026', 'BIENVENUE10', 'WEEKEND5']);
    expect((field as HTMLInputElement).value).toBe('');
    await user.click(within(added).getAllByRole('button')[2] as HTMLElement);
    await waitFor(() => expect(within(added).getAllByRole('row')).toHaveLength(2));
    await user.click(submit());
    await waitFor(() => expect(seen.find((r) => r.path === '/vehicles/search')).toBeDefined());
    const body = seen.find((r) => r.path === '/vehicles/search')?.body as { search: Record<string, unknown> };
    expect(body.search.discount_codes).toEqual(['AMI  2026', 'BIENVENUE10']);
    expect(page.search().codes).toEqual(['AMI  2026', 'BIENVENUE10']);
  });
});

describe('time slots and daylight saving (issue 17 item 8: the domain slots, spec §5, §9)', () => {
  const timeOptions = async (user: ReturnType<typeof userEvent.setup>, group: string) => {
    const picker = await screen.findByRole('group', { name: group }, { timeout: 5000 });
    // The browser's own select (issue 32): its options are the day's slots.
    return [...within(picker).getByLabelText<HTMLSelectElement>('Heure').options].map((option) => option.textContent ?? '');
  };

  it('on the night clocks go forward in America/Montreal, 02:00 to 02:45 are not offered', async () => {
    const user = userEvent.setup();
    await renderSearch({
      signInAs: 'driver@example.com',
      url: searchUrl({ station: 1, start: '2027-03-14T01:00:00-05:00', end: '2027-03-14T05:00:00-04:00' }),
    });
    const labels = await timeOptions(user, 'Départ');
    expect(labels).toHaveLength(92);
    expect(labels.filter((label) => label.startsWith('02:'))).toEqual([]);
    expect(labels).toContain('01:45');
    expect(labels).toContain('03:00');
  });

  it('on the night clocks go back, the repeated hour is offered once, with its offset', async () => {
    const user = userEvent.setup();
    const now = DateTime.fromISO('2026-10-20T13:07:00Z');
    await renderSearch({
      signInAs: 'driver@example.com',
      props: { now: () => now },
      url: searchUrl({ station: 1, start: '2026-11-01T00:00:00-04:00', end: '2026-11-01T03:00:00-05:00' }),
    });
    const labels = await timeOptions(user, 'Départ');
    expect(labels).toHaveLength(96);
    expect(labels.filter((label) => label.startsWith('01:'))).toEqual([
      '01:00 (UTC-05:00)',
      '01:15 (UTC-05:00)',
      '01:30 (UTC-05:00)',
      '01:45 (UTC-05:00)',
    ]);
    expect(labels).toContain('00:45');
    expect(labels).toContain('02:00');
  });
});

describe('SearchForm filters (spec §2, §9)', () => {
  it.each([
    ['fr', 'Station de départ', 'Gare', /Gare Centrale/, 'Rechercher', 'Boîte de vitesses', ['Toutes', 'Manuelle', 'Semi-automatique', 'Automatique'], 'Places', ['Toutes', '2 places ou plus', '4 places ou plus', '7 places ou plus']],
    ['en', 'Start station', 'Gare', /Gare Centrale/, 'Search', 'Gearbox', ['All', 'Manual', 'Semi-automatic', 'Automatic'], 'Seats', ['Any', '2 seats or more', '4 seats or more', '7 seats or more']],
  ] as const)('spec §9: in %s, the gears filter offers all, manual, semi-automatic, automatic and the seats filter all, 2, 4 or 7 or more; the chosen ones are searched for', async (lang, station, typed, option, search, gearsLabel, gears, seatsLabel, seats) => {
    const user = userEvent.setup();
    const seen = recordRequests();
    await renderSearch({ signInAs: 'driver@example.com', lang });
    await choose(user, new RegExp(station), typed, option);
    /** Opens a select, returns what it offers, and chooses `pick` among them. */
    const offered = async (label: string, pick: string) => {
      await user.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
      const listbox = await screen.findByRole('listbox');
      const labels = within(listbox).getAllByRole('option').map((o) => o.textContent);
      await user.click(within(listbox).getByRole('option', { name: pick }));
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      return labels;
    };
    // Each starts at "all": nothing filtered until the driver chooses.
    expect(screen.getByRole('button', { name: new RegExp(`${gearsLabel}$`) }).textContent).toContain(gears[0]);
    expect(screen.getByRole('button', { name: new RegExp(`${seatsLabel}$`) }).textContent).toContain(seats[0]);
    expect(await offered(gearsLabel, gears[2])).toEqual(gears);
    expect(await offered(seatsLabel, seats[3])).toEqual(seats);
    await user.click(submit(search));
    await waitFor(() => expect(seen.filter((r) => r.method === 'POST' && r.path === '/vehicles/search')).toHaveLength(1));
    // spec §5: the seats count is sent as a number.
    expect(seen.find((r) => r.path === '/vehicles/search')?.body).toMatchObject({ search: { gears_type: 'semi_automatic', seats_count: 7 } });
  });
});
