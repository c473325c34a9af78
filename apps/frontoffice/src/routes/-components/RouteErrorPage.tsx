import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LazyRenderErrorPage } from '../../errors/LazyRenderErrorPage.tsx';
import { reportableUrl } from '../../errors/reporter.ts';
import { useShell } from '../../shell/ShellContext.tsx';

/** A route that failed to load or render: "sorry, please reload", reported once (spec §8). */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { report } = useShell();
  useEffect(() => {
    report(error, { url: reportableUrl(window.location) });
  }, [error, report]);
  return <LazyRenderErrorPage />;
}
