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

  it("issue 32: a member's GET /user to the call to its address, whichever comes first; each once", async () => {
    const user = { status: 200, text: '{"user":{}}' };
    const signedIn = { ...headers, Authorization: 'Bearer member-1' };
    const early: EarlyStart = {
      config: Promise.resolve(new Response('{}')),
      tenant: Promise.resolve({ url: '/api/tenant', headers: signedIn, answer: Promise.resolve(answer) }),
      user: Promise.resolve({ url: '/api/user', headers: signedIn, answer: Promise.resolve(user) }),
    };
    const earlyAnswer = earlyAnswers(early);
    await expect(earlyAnswer('/api/user', signedIn)).resolves.toEqual(user);
    await expect(earlyAnswer('/api/tenant', signedIn)).resolves.toEqual(answer);
    expect(await earlyAnswer('/api/user', signedIn)).toBeUndefined();
    expect(earlyAnswer('/api/tenant', signedIn), 'nothing left: the client sends its calls at once').toBeUndefined();
  });

  it('a call to the address with other headers (a renewed token) takes nothing, and the early answer is not given later', async () => {
    const earlyAnswer = earlyAnswers(started());
    expect(await earlyAnswer('/api/tenant', { ...headers, 'Accept-Language': 'en' })).toBeUndefined();
    expect(await earlyAnswer('/api/tenant', headers)).toBeUndefined();
  });

  it('gives nothing for another call: another address, another language, a token the first script did not send', async () => {
    expect(await earlyAnswers(started())('/api/custom_contents', headers)).toBeUndefined();
    expect(await earlyAnswers(started())('/api/tenant', { ...headers, 'Accept-Language': 'en' })).toBeUndefined();
    expect(await earlyAnswers(started())('/api/tenant', { ...headers, Authorization: 'Bearer t' })).toBeUndefined();
    expect(await earlyAnswers(undefined)('/api/tenant', headers)).toBeUndefined();
  });
});
