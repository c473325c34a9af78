// A notification's link under happy-dom (the look and the three-at-once rule are covered by the stories in Chromium).
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastQueue, ToastRegion } from './Toast.tsx';

afterEach(cleanup);

describe('ToastRegion', () => {
  it('spec §8 (SEARCH_NO_ACTIVE_CARD): a notification can carry a link, followed through the app router', async () => {
    const navigate = vi.fn();
    const queue = createToastQueue();
    render(
      <RouterProvider navigate={navigate} useHref={(to) => `/frontofficev2${to}`}>
        <ToastRegion queue={queue} closeLabel="Close" label="Notifications" />
      </RouterProvider>,
    );
    act(() => {
      queue.add({
        title: 'No payment card will be active at the end of the rental.',
        tone: 'danger',
        link: { label: 'Add a card', href: '/account/payment-method' },
      });
    });
    const toast = await screen.findByRole('alertdialog', { name: 'No payment card will be active at the end of the rental.' });
    const link = screen.getByRole('link', { name: 'Add a card' });
    expect(toast.contains(link)).toBe(true);
    // The address the app's router gives (its base path), and a click navigates through the router, not the browser.
    expect(link.getAttribute('href')).toBe('/frontofficev2/account/payment-method');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toBe('/account/payment-method');
  });

  it('a notification without a link has none', async () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} closeLabel="Close" label="Notifications" />);
    act(() => {
      queue.add({ title: 'Change confirmed', tone: 'success' });
    });
    await screen.findByRole('alertdialog', { name: 'Change confirmed' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
