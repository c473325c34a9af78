import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';
import { LoginPage } from './-components/LoginPage.tsx';

export const Route = createFileRoute('/login')({
  staticData: { layout: 'auth' },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ context, location }) => guard('guest-only', { context, location }),
  component: LoginPage,
});
