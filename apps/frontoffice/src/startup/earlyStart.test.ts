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

  describe("a signed-in driver's account, asked for beside the tenant (issue 32)", () => {
    const member = { ...headers, Authorization: 'Bearer member-token' };
    const user = { status: 200, text: '{"user":{"id":7}}' };
    const both = (): EarlyStart => ({
      config: Promise.resolve(new Response('{}')),
      tenant: Promise.resolve({ url: '/api/tenant', headers: member, answer: Promise.resolve(answer) }),
      user: Promise.resolve({ url: '/api/user', headers: member, answer: Promise.resolve(user) }),
    });

    it('gives each call its own answer, in whichever order the client sends them, each once (spec §7 GET /user)', async () => {
      const earlyAnswer = earlyAnswers(both());
      await expect(earlyAnswer('/api/user', { ...member })).resolves.toEqual(user);
      await expect(earlyAnswer('/api/tenant', { ...member })).resolves.toEqual(answer);
      expect(await earlyAnswer('/api/user', { ...member })).toBeUndefined();
      expect(await earlyAnswer('/api/tenant', { ...member })).toBeUndefined();
    });

    it('drops the early account when the client sends another token (renewed meanwhile): it sends its own', async () => {
      const earlyAnswer = earlyAnswers(both());
      expect(await earlyAnswer('/api/user', { ...member, Authorization: 'Bearer renewed' })).toBeUndefined();
      expect(await earlyAnswer('/api/user', { ...member })).toBeUndefined();
    });
  });
});
