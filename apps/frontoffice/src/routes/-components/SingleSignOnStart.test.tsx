import type { Tenant } from '@frontoffice/api-client';
import { tenantFixtures } from '@frontoffice/tenants';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../intl/en.json';
import { SingleSignOnStart } from './SingleSignOnStart.tsx';

const withSingleSignOn = { ...tenantFixtures.fleetco.tenant, single_sign_on: { provider: 'openid', url: 'https://id.example.com/authorize', client_id: 'frontoffice' } } as unknown as Tenant;
const withoutSingleSignOn = tenantFixtures.demo.tenant as unknown as Tenant;

function page(tenant: Tenant) {
  return (
    <StrictMode>
      <IntlProvider locale="en" messages={en}>
        <SingleSignOnStart tenant={tenant} redirectTo="/account/bookings" />
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
});
