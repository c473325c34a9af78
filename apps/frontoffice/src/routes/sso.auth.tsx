import { useTenant } from '@frontoffice/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { guard, safeReturnPath } from '../access/guard.ts';
import { singleSignOnStartUrl } from '../session/singleSignOn.ts';
import * as css from '../shell/shell.css.ts';

function SingleSignOnStart() {
  const intl = useIntl();
  const tenant = useTenant();
  const { redirect } = Route.useSearch();
  const target = singleSignOnStartUrl(tenant, {
    redirectTo: safeReturnPath(redirect) ?? '/',
    callbackUrl: new URL(`${import.meta.env.BASE_URL}implicit/callback`, window.location.origin).href,
    storage: window.sessionStorage,
  });
  useEffect(() => {
    if (target) window.location.assign(target);
  }, [target]);
  return (
    <main className={css.page}>
      <section className={css.panel} role={target ? 'status' : 'alert'}>
        <h1 className={css.title}>
          {intl.formatMessage({ id: target ? 'app.SingleSignOn.redirecting' : 'app.SingleSignOn.unavailable' })}
        </h1>
      </section>
    </main>
  );
}

// decision D4: sso/auth starts single sign-on (spec §2, §5: only when the tenant enables it with an openid provider).
export const Route = createFileRoute('/sso/auth')({
  staticData: { layout: 'bare' },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context, location }) => {
    await guard('sso-auth', { context, location });
    await context.messages.ensure('shell');
  },
  component: SingleSignOnStart,
});
