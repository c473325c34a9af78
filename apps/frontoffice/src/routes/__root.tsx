import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import type { RouterContext } from '../router.tsx';
import { AuthLayout } from '../shell/AuthLayout.tsx';
import { ShellDialogs } from '../shell/dialogs/ShellDialogs.tsx';
import '../shell/layout.ts';
import { lazyWithLocale } from '../intl/lazyWithLocale.tsx';
import { RouteErrorPage } from './-components/RouteErrorPage.tsx';
import { AppShell } from '../shell/loadAppShell.ts';
import { firstPage, whenHeadingDrawn } from '../startup/firstPage.ts';

// The sign-in pages use the auth frame; the app frame (drawer menu, support) loads with the first other page.

// The 404, loaded when shown (issue 32: no page that exists downloads it), with the app's deferred messages that
// hold its text (lazyWithLocale, messagesPlugin.ts), whichever frame it is drawn in.
const NotFoundPage = lazyWithLocale<object>(() => import('./-components/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })));

function Root() {
  const layout = useMatches({ select: (matches) => matches.at(-1)?.staticData.layout ?? 'app' });
  // The first page is on screen once its heading is (after its own components' effects, which may hold this:
  // startup/firstPage.ts); a lazily loaded page draws it after this first render.
  useEffect(() => whenHeadingDrawn(document.body, firstPage.rendered), []);
  const page =
    layout === 'auth' ? (
      <AuthLayout>
        <Outlet />
      </AuthLayout>
    ) : layout === 'bare' ? (
      <Outlet />
    ) : (
      <Suspense fallback={null}>
        <AppShell>
          <Outlet />
        </AppShell>
      </Suspense>
    );
  // react-aria's links and menus navigate through the router, under its base path (main.tsx's RouterProvider).
  return (
    <>
      {page}
      <ShellDialogs />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  ),
  errorComponent: RouteErrorPage,
});
