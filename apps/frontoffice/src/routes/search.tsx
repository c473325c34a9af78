import type { SearchParams } from '@frontoffice/feature-search';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../access/guard.ts';
import { SearchGate } from './-components/SearchGate.tsx';

/**
 * The search parameters as the router keeps them: the keys of the search state, their values not read yet. TanStack
 * Router leaves `validateSearch` in the entry chunk that /login pays for, so the route only passes the raw values on;
 * the feature's schema (`parseSearchParams`, with its domain constants) checks them in the lazily loaded component,
 * where a malformed value is dropped. Typed keys keep links and `navigate({ search })` checked.
 */
type RawSearchParams = { [K in keyof SearchParams]?: unknown };

const passRawSearch = (raw: Record<string, unknown>): RawSearchParams => raw;

// spec §2 /search. The search state lives in the URL (issue 8), so a search can be shared, reloaded and navigated with
// the back button. No loader for the same reason as above (a loader is not split out of the entry chunk); the page
// fetches its lists itself.
// The access guard: open on public platforms, a validated driver on private ones (spec §2).
const messages = ['feature-search'] as const;

export const Route = createFileRoute('/search')({
  staticData: { messages, consentFirst: true },
  validateSearch: passRawSearch,
  beforeLoad: async ({ context, location }) => {
    await guard('search', { context, location });
    await context.messages.ensure(...messages);
  },
  component: SearchGate,
});
