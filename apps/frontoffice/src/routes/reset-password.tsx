import { ResetPasswordPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';

// decision D3: the password reset page reads ?reset_password_token=.
export const Route = createFileRoute('/reset-password')({
  staticData: { layout: 'auth' },
  validateSearch: (search: Record<string, unknown>): { reset_password_token?: string } =>
    typeof search.reset_password_token === 'string' ? { reset_password_token: search.reset_password_token } : {},
  beforeLoad: async ({ context, location }) => {
    await guard('reset-password', { context, location });
    await context.messages.ensure('feature-account');
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { reset_password_token: token } = Route.useSearch();
  return <ResetPasswordPage token={token ?? null} />;
}
