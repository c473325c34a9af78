import { createRootRouteWithContext, Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { RouterContext } from '../router.tsx';
import { AppShell } from '../shell/AppShell.tsx';
import { AuthLayout } from '../shell/AuthLayout.tsx';
import { ShellDialogs } from '../shell/dialogs/ShellDialogs.tsx';
import '../shell/layout.ts';
import { NotFoundPage } from './-components/NotFoundPage.tsx';
import { RouteErrorPage } from './-components/RouteErrorPage.tsx';

function Root() {
  const router = useRouter();
  const layout = useMatches({ select: (matches) => matches.at(-1)?.staticData.layout ?? 'app' });
  const page = layout === 'auth' ? <AuthLayout><Outlet /></AuthLayout> : layout === 'bare' ? <Outlet /> : <AppShell><Outlet /></AppShell>;
  return (
    // react-aria links and menus navigate through the router, under its base path.
    <AriaRouterProvider
      navigate={(to) => void router.navigate({ to })}
      useHref={(to) => router.buildLocation({ to }).href}
    >
      {page}
      <ShellDialogs />
    </AriaRouterProvider>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
