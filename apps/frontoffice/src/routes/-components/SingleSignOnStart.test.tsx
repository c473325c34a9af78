import type { Tenant } from '@frontoffice/api-client';
import { tenantFixtures } from '@frontoffice/tenants';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../intl/en.json';
import { SingleSignOnStart } from './SingleSignOnStart.tsx';

const withSingleSignOn = { ...tenantFixtures.fleetco.tenant, single_sign_on: { provider: 'openid', url: 'https://id.example.com/authorize', client_id: 'frontoffice' } } as unknown as Tenant;
const withoutSingleSignOn = tenantFixtures.demo.tenant as unknown as Tenant;

function page(tenant: Tenant, singleSignOn?: { flow: 'code'; issuer: string }) {
  return (
    <StrictMode>
      <IntlProvider locale="en" messages={en}>
        <SingleSignOnStart tenant={tenant} redirectTo="/account/bookings" singleSignOn={singleSignOn} />
      </IntlProvider>
    </StrictMode>
  );
}

/** The `state` a provider address carries, decoded. */
function stateOf(href: string): Record<string, unknown> {
  const value = new URL(href).searchParams.get('state') ?? '';
  return JSON.parse(atob(value.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

describe('sso/auth (decision D4, issue 31 defect 17: state and nonce made once)', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    window.sessionStorage.clear();
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it('D4: renders (StrictMode renders twice, the page re-renders) go to the provider once, with the state and nonce this browser kept', () => {
    const view = render(page(withSingleSignOn));
    view.rerender(page(withSingleSignOn));
    view.rerender(page(withSingleSignOn));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Taking you to your identity provider…');
    expect(assign).toHaveBeenCalledTimes(1);
    const target = String(assign.mock.calls[0]?.[0]);
    // spec §2, D4: the implicit flow, its state (source, redirect_to, the kept random value) and its nonce.
    const url = new URL(target);
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example.com/authorize');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('scope')).toBe('openid email');
    expect(url.searchParams.get('client_id')).toBe('frontoffice');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}${import.meta.env.BASE_URL}implicit/callback`);
    expect(stateOf(target)).toEqual({ source: 'frontoffice', redirect_to: '/account/bookings', csrf: window.sessionStorage.getItem('sso_state') });
    expect(url.searchParams.get('nonce')).toBe(window.sessionStorage.getItem('sso_nonce'));
    expect(window.sessionStorage.getItem('sso_nonce')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('D4: a re-render after the start keeps the values sent (the callback checks those)', () => {
    const view = render(page(withSingleSignOn));
    const kept = [window.sessionStorage.getItem('sso_state'), window.sessionStorage.getItem('sso_nonce')];
    view.rerender(page(withSingleSignOn));
    expect([window.sessionStorage.getItem('sso_state'), window.sessionStorage.getItem('sso_nonce')]).toEqual(kept);
  });

  it('spec §5: a tenant without single sign-on says so, keeps nothing and goes nowhere', () => {
    render(page(withoutSingleSignOn));
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Single sign-on is not available.');
    expect(assign).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('sso_state')).toBeNull();
    expect(window.sessionStorage.getItem('sso_nonce')).toBeNull();
  });

  it('D48, issue 36: with the code flow configured, goes once to the discovery document\'s authorization endpoint with the PKCE challenge', async () => {
    const issuer = 'https://id.operator.example';
    const discovery = vi.fn<typeof fetch>(async () =>
      Response.json({ issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token` }),
    );
    vi.stubGlobal('fetch', discovery);
    const view = render(page(withSingleSignOn, { flow: 'code', issuer }));
    view.rerender(page(withSingleSignOn, { flow: 'code', issuer }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(discovery).toHaveBeenCalledTimes(1);
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/authorize`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stateOf(url.href)).toEqual({ source: 'frontoffice', redirect_to: '/account/bookings', csrf: window.sessionStorage.getItem('sso_state') });
    expect(window.sessionStorage.getItem('sso_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('issue 36: a provider that cannot be reached says so, with a way back to the login page, and goes nowhere', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))));
    render(page(withSingleSignOn, { flow: 'code', issuer: 'https://id.operator.example' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Your identity provider cannot be reached.'));
    expect(screen.getByRole('link', { name: 'Back to the login page' })).toBeDefined();
    expect(assign).not.toHaveBeenCalled();
  });
});
