import { describe, expect, it, vi } from 'vitest';
import { endedSessionAddress } from './endedSession.ts';

function rewrite(pathname: string, search = '', hash = '') {
  const replaceState = vi.fn();
  endedSessionAddress({ pathname, search, hash }, { replaceState }, '/frontofficev2/');
  const address = new URL(replaceState.mock.calls[0]?.[2] as string, 'http://host');
  return { replaceState, path: address.pathname, session: address.searchParams.get('session'), redirect: address.searchParams.get('redirect') };
}

describe('endedSessionAddress (spec §4, issue 19 item 2: a session refused at start-up)', () => {
  it('spec §4, D2: sends to login with the message and the asked page, its query and hash, as the way back', () => {
    const result = rewrite('/frontofficev2/account/details', '?from=test', '#phone');
    expect(result.replaceState).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ path: '/frontofficev2/login', session: 'ended', redirect: '/account/details?from=test#phone' });
  });

  it('the root is a way back like any page', () => {
    expect(rewrite('/frontofficev2/')).toMatchObject({ path: '/frontofficev2/login', redirect: '/' });
  });

  it('at login already, no way back to login itself', () => {
    expect(rewrite('/frontofficev2/login', '?redirect=%2Fsearch')).toMatchObject({ path: '/frontofficev2/login', session: 'ended', redirect: null });
  });

  it('an address outside the base path comes back to the root', () => {
    expect(rewrite('/elsewhere')).toMatchObject({ redirect: '/' });
  });
});
