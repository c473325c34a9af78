import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOW, renderSearch, setupMswServer } from '../../test/renderSearch.tsx';

setupMswServer();

const submit = (name = 'Rechercher') => screen.getByRole('button', { name }) as HTMLButtonElement;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, text: string, option: string | RegExp) {
  await user.type(screen.getByRole('combobox', { name: label }), text);
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

  it('spec §5: labels used: disabled without a label; distance used without destination: disabled without a distance', async () => {
    const user = userEvent.setup();
    await renderSearch({ tenant: 'fleetco', lang: 'en', signInAs: 'driver@example.com' });
    await user.type(screen.getByRole('combobox', { name: /Start station/ }), 'a');
    await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    expect(submit('Search').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: /Rental purpose/ }));
    await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    expect(submit('Search').disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Estimated distance \(mi\)/ }), '12');
    await user.tab();
    await waitFor(() => expect(submit('Search').disabled).toBe(false));
  });

  it('spec §5: a start that became past while the form was open shows the start-too-soon message instead of searching', async () => {
    const user = userEvent.setup();
    let clock = NOW;
    const page = await renderSearch({ tenant: 'campus', props: { now: () => clock } });
    await choose(user, /Station de départ/, 'Poly', /Polytechnique/);
    await choose(user, /Station de retour/, 'HEC', /HEC Montréal/);
    clock = NOW.plus({ hours: 2 });
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('Le départ est trop proche');
    expect(page.search().start).toBeUndefined();
  });
});
