import { createFileRoute, redirect } from '@tanstack/react-router';

// The root's real behaviour (spec §2 access rules) arrives with the shell issue; until then it opens the login page.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
