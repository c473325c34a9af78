import type { Tenant } from '@frontoffice/api-client';
import { isSingleSignOnAvailable } from '@frontoffice/domain';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { singleSignOnStartUrl } from '../../session/singleSignOn.ts';
import * as css from '../../shell/shell.css.ts';

/** Props of {@link SingleSignOnStart}. */
export interface SingleSignOnStartProps {
  /** The tenant's settings: its single sign-on (spec §3, §5). */
  tenant: Tenant;
  /** Where the driver returns once signed in: an internal path of the app (decision D4's `redirect_to`). */
  redirectTo: string;
}

/**
 * sso/auth (decision D4): sends the driver to the provider with the implicit flow's `state` and `nonce`, or says that
 * the tenant has no single sign-on (spec §5: switch on, provider openid and a URL).
 *
 * The state's random value and the nonce are made once, when the page starts the sign-in, never while rendering
 * (issue 31): a render may run more than once (StrictMode, a new tenant object, a parent's update), and each would
 * write new values over the ones the provider was sent, so the callback would refuse a genuine answer. The ref keeps
 * an effect that runs twice (StrictMode) to one start.
 */
export function SingleSignOnStart({ tenant, redirectTo }: SingleSignOnStartProps) {
  const intl = useIntl();
  const available = isSingleSignOnAvailable(tenant);
  const started = useRef(false);
  useEffect(() => {
    // A tenant without single sign-on starts nothing; one whose settings turn it on (a preview's switch) starts then.
    if (started.current || !isSingleSignOnAvailable(tenant)) return;
    started.current = true;
    const target = singleSignOnStartUrl(tenant, {
      redirectTo,
      callbackUrl: new URL(`${import.meta.env.BASE_URL}implicit/callback`, window.location.origin).href,
      storage: window.sessionStorage,
    });
    if (target) window.location.assign(target);
  }, [tenant, redirectTo]);
  return (
    <main className={css.page}>
      <section className={css.panel} role={available ? 'status' : 'alert'}>
        <h1 className={css.title}>
          {intl.formatMessage({ id: available ? 'app.SingleSignOn.redirecting' : 'app.SingleSignOn.unavailable' })}
        </h1>
      </section>
    </main>
  );
}
