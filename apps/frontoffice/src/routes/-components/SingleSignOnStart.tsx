import type { Tenant } from '@frontoffice/api-client';
import { isSingleSignOnAvailable } from '@frontoffice/domain';
import { Link } from '@frontoffice/ui/Link';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RuntimeConfig } from '../../config/runtimeConfig.ts';
import { CodeFlowError, codeFlowStartUrl } from '../../session/codeFlow.ts';
import { singleSignOnStartUrl, startValues } from '../../session/singleSignOn.ts';
import * as css from '../../shell/shell.css.ts';

/** Props of {@link SingleSignOnStart}. */
export interface SingleSignOnStartProps {
  /** The tenant's settings: its single sign-on (spec §3, §5). */
  tenant: Tenant;
  /** Where the driver returns once signed in: an internal path of the app (decision D4's `redirect_to`). */
  redirectTo: string;
  /** config.json's flow (decision D48): the code flow with PKCE, or the implicit flow when absent. */
  singleSignOn?: RuntimeConfig['singleSignOn'];
}

/** The callback of both flows (decision D48: one route, which picks by what it received). */
export function callbackUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}implicit/callback`, window.location.origin).href;
}

/**
 * sso/auth (decision D4): sends the driver to the provider with the implicit flow's `state` and `nonce`, or, when
 * config.json says so (decision D48, issue 36), to the authorization endpoint of the issuer's discovery document with
 * the code flow's PKCE challenge besides; or says that the tenant has no single sign-on (spec §5: switch on, provider
 * openid and a URL), or that the provider could not be reached.
 *
 * The state's random value and the nonce are made once, when the page starts the sign-in, never while rendering
 * (issue 31): a render may run more than once (StrictMode, a new tenant object, a parent's update), and each would
 * write new values over the ones the provider was sent, so the callback would refuse a genuine answer. The ref keeps
 * an effect that runs twice (StrictMode) to one start.
 */
export function SingleSignOnStart({ tenant, redirectTo, singleSignOn }: SingleSignOnStartProps) {
  const intl = useIntl();
  const available = isSingleSignOnAvailable(tenant);
  const [failure, setFailure] = useState<'unreachable' | 'failed' | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // A tenant without single sign-on starts nothing; one whose settings turn it on (a preview's switch) starts then.
    if (started.current || !isSingleSignOnAvailable(tenant)) return;
    started.current = true;
    if (singleSignOn?.flow !== 'code') {
      const target = singleSignOnStartUrl(tenant, { redirectTo, callbackUrl: callbackUrl(), storage: window.sessionStorage });
      if (target) window.location.assign(target);
      return;
    }
    const { state, nonce } = startValues(redirectTo, 'code', window.sessionStorage);
    codeFlowStartUrl(tenant, singleSignOn, { state, nonce, callbackUrl: callbackUrl(), storage: window.sessionStorage }).then(
      (target) => window.location.assign(target),
      (error: unknown) => setFailure(error instanceof CodeFlowError && error.reason === 'unreachable' ? 'unreachable' : 'failed'),
    );
  }, [tenant, redirectTo, singleSignOn]);
  const message = failure ? `app.SingleSignOn.${failure}` : available ? 'app.SingleSignOn.redirecting' : 'app.SingleSignOn.unavailable';
  return (
    <main className={css.page}>
      <section className={css.panel} role={available && !failure ? 'status' : 'alert'}>
        <h1 className={css.title}>{intl.formatMessage({ id: message })}</h1>
        {failure && (
          <Link href="/login" variant="standalone">
            {intl.formatMessage({ id: 'app.SingleSignOn.backToLogin' })}
          </Link>
        )}
      </section>
    </main>
  );
}
