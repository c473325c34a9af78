import { useTenant } from '@frontoffice/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { guard, safeReturnPath } from '../access/guard.ts';
import { SingleSignOnStart } from './-components/SingleSignOnStart.tsx';

function SingleSignOnStartRoute() {
  const tenant = useTenant();
  const { redirect } = Route.useSearch();
  const { config } = Route.useRouteContext();
  return <SingleSignOnStart tenant={tenant} redirectTo={safeReturnPath(redirect) ?? '/'} singleSignOn={config.singleSignOn} />;
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
  component: SingleSignOnStartRoute,
});
