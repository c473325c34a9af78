import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen.ts';
import type { MessagePackage } from '../intl/messages.ts';
import { routesOf, startEarlyLoads } from './earlyLoads.ts';

/** The paths (relative to their parent, as the route tree writes them) of the routes an address goes through. */
const paths = (path: string) =>
  routesOf(Object.values(routeTree.children ?? {}) as AnyRoute[], path.split('/').filter(Boolean))?.map((route) => (route.options as { path?: string }).path);

describe('issue 32: the routes whose files start-up asks for early', () => {
  it('spec §2: a nested page goes through its frame (the account) to the page, a booking id matching its parameter', () => {
    expect(paths('/account/bookings')).toEqual(['/account', '/bookings']);
    expect(paths('/account/bookings/10043')).toEqual(['/account', '/bookings/$id']);
    expect(paths('/account/bookings-history/7')).toEqual(['/account', '/bookings-history/$id']);
    expect(paths('/account/help/faq')).toEqual(['/account', '/help/faq']);
  });

  it('spec §2: top-level pages, the root and an unknown address', () => {
    expect(paths('/login')).toEqual(['/login']);
    expect(paths('/search')).toEqual(['/search']);
    expect(paths('/faqs/delete-account')).toEqual(['/faqs/delete-account']);
    expect(paths('/')).toEqual(['/']);
    expect(paths('/nowhere')).toBeUndefined();
  });
});

describe('issue 32: the messages start-up asks for with a first page', () => {
  const last = (path: string) => routesOf(Object.values(routeTree.children ?? {}) as AnyRoute[], path.split('/').filter(Boolean))?.at(-1)?.options.staticData;

  it('spec §2: the bookings, the history, the carpoolings and a booking of each: feature-rentals\' (and no date library: they draw their dates without it)', () => {
    for (const path of ['/account/bookings', '/account/bookings/10043', '/account/bookings-history', '/account/bookings-history/7', '/account/carpoolings', '/account/carpoolings/3']) {
      expect(last(path), path).toEqual({ messages: ['feature-rentals'] });
    }
  });

  it('spec §2: the account details and the payment methods, feature-account\'s', () => {
    for (const path of ['/account/details', '/account/payment-method']) expect(last(path), path).toEqual({ messages: ['feature-account'] });
  });
});

describe('issue 32: start-up is told which messages the first page draws with, to have them before its first render', () => {
  const told = (path: string) => {
    const messages: MessagePackage[] = [];
    void startEarlyLoads(path, 'fr', messages)?.catch(() => undefined);
    return messages;
  };

  it('spec §2: the bookings, the history and a booking wait for feature-rentals\' (their title drawn with its key otherwise)', () => {
    for (const path of ['/account/bookings', '/account/bookings-history', '/account/bookings/10043']) expect(told(path), path).toEqual(['feature-rentals']);
  });

  it('spec §2: the account details for feature-account\'s; a page without messages of its own and an unknown address for none', () => {
    expect(told('/account/details')).toEqual(['feature-account']);
    expect(told('/account/help/faq')).toEqual([]);
    expect(told('/nowhere')).toEqual([]);
  });
});
