import { currentUserQueryOptions, tenantQueryOptions, type ApiClient, type Tenant, type User } from '@frontoffice/api-client';
import { tenantFixtures, type TenantId } from '@frontoffice/tenants';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../config/runtimeConfig.ts';
import type { MessageStore } from '../intl/messages.ts';
import type { RouterContext } from '../router.tsx';
import { routeTree } from '../routeTree.gen.ts';

/**
 * The app's route tree at `path`, loaded as far as its guards' redirects go (nothing renders), for a guest of the
 * tenant or, given a server step, a member at that step.
 */
async function land(tenantId: TenantId, path: string, serverStep?: string) {
  const session = serverStep === undefined ? 'guest' : 'member';
  const client = { getSessionKind: () => session } as unknown as ApiClient;
  const queryClient = new QueryClient();
  queryClient.setQueryData(tenantQueryOptions(client).queryKey, tenantFixtures[tenantId].tenant as unknown as Tenant);
  if (serverStep !== undefined) {
    queryClient.setQueryData(currentUserQueryOptions(client).queryKey, { id: 1, email: 'driver@example.com', workflow_next_step: serverStep } as unknown as User);
  }
  const context: RouterContext = {
    client,
    queryClient,
    config: {} as RuntimeConfig,
    messages: { ensure: () => Promise.resolve() } as unknown as MessageStore,
  };
  const router = createRouter({ routeTree, context, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return {
    pathname: router.state.location.pathname,
    search: router.state.location.search as Record<string, unknown>,
    notFound: router.state.matches.some((match) => match.status === 'notFound' || match._notFound === true),
  };
}

describe('the harness', () => {
  it('sees the not-found page of a path the app does not have', async () => {
    expect(await land('demo', '/nowhere')).toMatchObject({ pathname: '/nowhere', notFound: true });
  });
});

describe('/auth (spec §2 route list "auth (sso/auth)", issue 31 defect 3)', () => {
  it('spec §2, D4: on a tenant with single sign-on (fleetco), /auth starts it as sso/auth does', async () => {
    expect(await land('fleetco', '/auth')).toMatchObject({ pathname: '/sso/auth', notFound: false });
  });

  it('spec §2, D4: the return address travels on to sso/auth', async () => {
    expect(await land('fleetco', '/auth?redirect=%2Faccount%2Fbookings')).toMatchObject({
      pathname: '/sso/auth',
      search: { redirect: '/account/bookings' },
    });
  });

  it.each(['demo', 'cityshare', 'campus', 'minimal'] as const)('spec §2, §5: on a tenant without single sign-on (%s), /auth goes to login', async (tenantId) => {
    expect(await land(tenantId, '/auth')).toMatchObject({ pathname: '/login', notFound: false });
  });
});

describe('the waiting pages in the route tree (spec §2, issue 31 defect 1: each page is for its own step)', () => {
  it('spec §2: a blocked member reads /waiting; at /waiting-for-validation they are sent to /waiting', async () => {
    expect(await land('fleetco', '/waiting', 'driver_blocked')).toMatchObject({ pathname: '/waiting' });
    expect(await land('fleetco', '/waiting-for-validation', 'driver_blocked')).toMatchObject({ pathname: '/waiting' });
  });

  it('spec §2: a member awaiting an agent (fleetco, registration off) reads /waiting-for-validation; at /waiting they are sent there', async () => {
    expect(await land('fleetco', '/waiting-for-validation', 'driver_waiting_for_validation')).toMatchObject({ pathname: '/waiting-for-validation' });
    expect(await land('fleetco', '/waiting', 'driver_waiting_for_validation')).toMatchObject({ pathname: '/waiting-for-validation' });
  });

  it('spec §2: a member at an unfinished step with registration on (demo) goes to signup from either page', async () => {
    expect(await land('demo', '/waiting', 'driver_on_sms_form')).toMatchObject({ pathname: '/signup' });
    expect(await land('demo', '/waiting-for-validation', 'driver_on_sms_form')).toMatchObject({ pathname: '/signup' });
  });
});
