import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONDITION_SYNC_TAG, startConditionSending, waitingReports } from './autoSend.ts';
import { discardReport, enqueueReport, loadQueue } from './queue.ts';
import * as sender from './sender.ts';

const client = { config: { apiBaseUrl: '/tenants/demo/api' } } as never;
const waiting = (clientId: string, owner = '/tenants/demo/api|7') => ({
  clientId,
  owner,
  rentalId: 3,
  moment: 'pick_up' as const,
  nothingToReport: true,
  damages: [],
  createdAt: 1,
});

/** A service worker container that the test can make speak (the offline worker's message after a Background Sync). */
function fakeServiceWorker() {
  const target = new EventTarget();
  const register = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(target, { getRegistration: async () => ({ sync: { register } }) }),
  });
  return { target, register };
}

let online = true;
beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  for (const report of await loadQueue()) await discardReport(report.clientId);
});
afterEach(() => vi.restoreAllMocks());

describe('condition reports sent without the driver asking (issue 35 item 4, D47)', () => {
  it('D47 when the app opens with a report waiting, it is sent', async () => {
    fakeServiceWorker();
    await enqueueReport(waiting('a'));
    const send = vi.spyOn(sender, 'sendWaitingReports').mockResolvedValue(undefined);
    const stop = startConditionSending(client, new QueryClient(), 7);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    stop();
  });

  it('D47 offline: nothing is tried, a Background Sync is asked for; the network back (online) or the worker’s message sends', async () => {
    const { target, register } = fakeServiceWorker();
    online = false;
    const send = vi.spyOn(sender, 'sendWaitingReports').mockResolvedValue(undefined);
    const stop = startConditionSending(client, new QueryClient(), 7);
    await enqueueReport(waiting('a'));
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith(CONDITION_SYNC_TAG));
    expect(send).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(send).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new MessageEvent('message', { data: { type: CONDITION_SYNC_TAG } }));
    expect(send).toHaveBeenCalledTimes(2);
    // Another message, or after the session ended: nothing.
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'SKIP_WAITING' } }));
    stop();
    window.dispatchEvent(new Event('online'));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('D47 nothing waiting: nothing is sent', async () => {
    fakeServiceWorker();
    const send = vi.spyOn(sender, 'sendWaitingReports').mockResolvedValue(undefined);
    const stop = startConditionSending(client, new QueryClient(), 7);
    await loadQueue();
    window.dispatchEvent(new Event('online'));
    expect(send).not.toHaveBeenCalled();
    stop();
  });

  it('logout asks about the account’s reports, or about any of this operator’s when the account is not known', async () => {
    await enqueueReport(waiting('a'));
    await enqueueReport(waiting('b', '/tenants/demo/api|8'));
    await enqueueReport(waiting('c', '/tenants/campus/api|7'));
    expect(await waitingReports(client, 7)).toBe(1);
    expect(await waitingReports(client, '9')).toBe(0);
    expect(await waitingReports(client, null)).toBe(2);
  });
});
