import { afterEach, describe, expect, it } from 'vitest';
import { earlyAnswers, type EarlyStart, takeEarlyStart } from './earlyStart.ts';

const headers = { 'Accept-Language': 'fr', Accept: 'application/json', 'Content-Type': 'application/json' };
const answer = { status: 200, text: '{"tenant":{}}' };
const started = (url = '/api/tenant', sent: Record<string, string> = headers): EarlyStart => ({
  config: Promise.resolve(new Response('{}')),
  tenant: Promise.resolve({ url, headers: sent, answer: Promise.resolve(answer) }),
});

describe("the entry takes what the page's first script started (issue 18 item 2)", () => {
  afterEach(() => {
    globalThis.__frontofficeEarlyStart = undefined;
  });

  it('takes it once: a retried start-up asks for config.json and the tenant itself', () => {
    const early = started();
    globalThis.__frontofficeEarlyStart = early;
    expect(takeEarlyStart()).toBe(early);
    expect(takeEarlyStart()).toBeUndefined();
  });

  it("gives the client the early answer for the call it is about to send, once (spec §7: the same address and headers)", async () => {
    const earlyAnswer = earlyAnswers(started());
    await expect(earlyAnswer('/api/tenant', { ...headers })).resolves.toEqual(answer);
    expect(await earlyAnswer('/api/tenant', { ...headers })).toBeUndefined();
  });

  it('gives nothing for another call: another address, another language, a token the first script did not send', async () => {
    expect(await earlyAnswers(started())('/api/custom_contents', headers)).toBeUndefined();
    expect(await earlyAnswers(started())('/api/tenant', { ...headers, 'Accept-Language': 'en' })).toBeUndefined();
    expect(await earlyAnswers(started())('/api/tenant', { ...headers, Authorization: 'Bearer t' })).toBeUndefined();
    expect(await earlyAnswers(undefined)('/api/tenant', headers)).toBeUndefined();
  });
});
