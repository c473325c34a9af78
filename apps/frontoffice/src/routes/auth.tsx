import { isSingleSignOnAvailable } from '@frontoffice/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { tenantOf } from '../access/guard.ts';

// spec §2 route list, "auth (sso/auth)": /auth starts single sign-on as sso/auth does (decision D4) where the tenant
// offers it (spec §5: switch on, provider openid and a URL), and goes to login otherwise; each of them sends a
// signed-in member to the root. The return address (`?redirect=`) travels on, checked by the page that signs in.
export const Route = createFileRoute('/auth')({
  // Nothing of its own is drawn: no app frame to load on the way.
  staticData: { layout: 'bare' },
  beforeLoad: async ({ context, search }) => {
    throw redirect({ to: isSingleSignOnAvailable(await tenantOf(context)) ? '/sso/auth' : '/login', replace: true, search });
  },
});
