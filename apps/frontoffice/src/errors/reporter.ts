import type { RuntimeConfig } from '../config/runtimeConfig.ts';

/** Receives unexpected render errors (spec §8: "reported to an error-reporting service"). */
export type ErrorReporter = (error: unknown, context: { componentStack?: string | null; url: string }) => void;

/**
 * The reporter named by `config.json` (`errorReporter`): the console by default, or a beacon to a URL. Reports carry
 * the page path without its query or fragment, which may hold tokens, and no token anywhere (issue 19): the sending
 * lives in `sendReport.ts`, loaded with the first report.
 */
export function createErrorReporter(config: RuntimeConfig['errorReporter']): ErrorReporter {
  return (error, context) => {
    void import('./sendReport.ts').then(({ sendReport }) => sendReport(config, error, context));
  };
}

/** The current path without query or fragment. */
export function reportableUrl(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}
