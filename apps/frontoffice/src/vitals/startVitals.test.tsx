import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../intl/LanguageProvider.tsx';
import { loadMessages, MessageStore } from '../intl/messages.ts';
import CookieConsentDialog from '../shell/dialogs/CookieConsentDialog.tsx';
import type { RouteSource, VitalsOptions } from './reportVitals.ts';
import { startVitals } from './startVitals.ts';

const URL_ = 'https://errors.example/report';

/** A router showing `/login`, then whatever the test navigates to. */
function fakeRouter() {
  const router: RouteSource = { state: { matches: [{ routeId: '__root__' }, { routeId: '/login' }] }, routesById: {} };
  return router;
}

function consent(analytics: boolean) {
  document.cookie = `cookie_consent=${encodeURIComponent(JSON.stringify({ technical: true, analytics }))}; path=/`;
}

/** Starts the gate; `loaded` lists what the measurement was started with. */
function gate(router = fakeRouter()) {
  const loaded: VitalsOptions[] = [];
  const load = vi.fn(async () => ({ reportVitals: (options: VitalsOptions) => void loaded.push(options) }));
  startVitals(URL_, router, load);
  return { load, loaded, router };
}

/** Lets a started load settle. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve)));

/** The consent dialog, as the shell draws it (its messages are the shell's). */
async function renderDialog() {
  const store = new MessageStore('fr', await loadMessages('fr'));
  await store.loaded('shell');
  render(
    <LanguageProvider store={store} available={['fr', 'en']}>
      <CookieConsentDialog onDone={() => undefined} />
    </LanguageProvider>,
  );
}

afterEach(() => {
  cleanup();
  document.cookie = 'cookie_consent=; Max-Age=0; path=/';
});

describe('the measurement of a drawn page load waits for consent (decision D49, issue 32)', () => {
  it('D49: audience measurement already accepted: the measurement loads at once, with the beacon and the route the load began on', async () => {
    consent(true);
    const { load, loaded, router } = gate();
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded).toEqual([{ url: URL_, router, firstRouteId: '/login' }]);
  });

  it('D49: unanswered, nothing loads; refused in the dialog, still nothing', async () => {
    const { load } = gate();
    await settled();
    expect(load).not.toHaveBeenCalled();
    consent(false);
    dispatchEvent(new Event('cookie_consent'));
    await settled();
    expect(load).not.toHaveBeenCalled();
  });

  it('D49: accepted in the cookie-consent dialog during the visit, the measurement starts then, once, for the route the load began on', async () => {
    const router = fakeRouter();
    const { load, loaded } = gate(router);
    await settled();
    expect(load).not.toHaveBeenCalled();
    await renderDialog();
    router.state = { matches: [{ routeId: '__root__' }, { routeId: '/search' }] };
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /^Cookies de mesure d.audience/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loaded[0]?.firstRouteId).toBe('/login');
    // An answer saved again (another tab, a later dialog) starts nothing more.
    dispatchEvent(new Event('cookie_consent'));
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('D49: the dialog saved without audience measurement: nothing loads', async () => {
    const { load } = gate();
    await renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    await settled();
    expect(load).not.toHaveBeenCalled();
  });
});
