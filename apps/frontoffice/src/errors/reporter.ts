import type { RuntimeConfig } from '../config/runtimeConfig.ts';

/** Receives unexpected render errors (spec §8: "reported to an error-reporting service"). */
export type ErrorReporter = (error: unknown, context: { componentStack?: string | null; url: string }) => void;

function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: 'NonError', message: String(error) };
}

/**
 * The reporter named by `config.json` (`errorReporter`): the console by default, or a beacon to a URL. Reports carry
 * the page path without its query or fragment, which may hold tokens.
 */
export function createErrorReporter(config: RuntimeConfig['errorReporter']): ErrorReporter {
  if (config.type === 'beacon') {
    const { url } = config;
    return (error, context) => {
      const body = JSON.stringify({ ...describe(error), componentStack: context.componentStack ?? null, url: context.url });
      try {
        if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) {
          void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } });
        }
      } catch (sendError) {
        console.error('Could not report an error', sendError);
      }
    };
  }
  return (error, context) => console.error('Unexpected error', context.url, error, context.componentStack ?? '');
}

/** The current path without query or fragment. */
export function reportableUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}
