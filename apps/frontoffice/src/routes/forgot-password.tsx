import { ForgotPasswordPage } from '@frontoffice/feature-account';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';

export const Route = createFileRoute('/forgot-password')({
  staticData: { layout: 'auth' },
  beforeLoad: async ({ context, location }) => {
    await guard('forgot-password', { context, location });
    await context.messages.ensure('feature-account');
  },
  component: ForgotPasswordPage,
});
