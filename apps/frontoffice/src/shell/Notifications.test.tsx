import { ApiError } from '@frontoffice/api-client';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../intl/LanguageProvider.tsx';
import { loadMessages, MessageStore } from '../intl/messages.ts';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Notifications } from './Notifications.tsx';

afterEach(cleanup);

/** A booking refused for want of a card at its end (spec §8), as the review page hands it to the notifier. */
function FailedBooking() {
  const notifier = useNotifier();
  useEffect(() => {
    notifier.error(new ApiError('payment', { status: 402, errors: [{ code: 'SEARCH_NO_ACTIVE_CARD', detail: 'No card.' }] }));
  }, [notifier]);
  return null;
}

describe('the app notifications (spec §8)', () => {
  it("spec §8: SEARCH_NO_ACTIVE_CARD's notification is a router link to the payment method page, and back", async () => {
    const routing = {
      navigate: vi.fn<(to: string) => void>(),
      useHref: (to: string) => `/frontofficev2${to}`,
      here: () => '/search/review?vehicle=3',
    };
    // The pages that book are drawn in the app frame, which waits for the deferred part of the messages (AriaLocale).
    const store = new MessageStore('en', await loadMessages('en'));
    await store.loaded('shell');
    render(
      <LanguageProvider store={store} available={['fr', 'en']}>
        {/* As main.tsx draws it: react-aria's links follow the app's router, the notifications' too. */}
        <AriaRouterProvider navigate={routing.navigate} useHref={routing.useHref}>
          <Notifications here={routing.here}>
            <FailedBooking />
          </Notifications>
        </AriaRouterProvider>
      </LanguageProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Notifications' }, { timeout: 10_000 });
    const link = await screen.findByRole('link', { name: 'Add a card' });
    expect(region.contains(link)).toBe(true);
    expect(screen.getByRole('alertdialog').textContent).toContain('No payment card will be active at the end of the rental.');
    const to = '/account/payment-method?redirect=%2Fsearch%2Freview%3Fvehicle%3D3';
    expect(link.getAttribute('href')).toBe(`/frontofficev2${to}`);
    await userEvent.click(link);
    expect(routing.navigate).toHaveBeenCalledTimes(1);
    expect(vi.mocked(routing.navigate).mock.calls[0]?.[0]).toBe(to);
  }, 30_000);
});
