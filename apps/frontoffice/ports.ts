// The ports of one run of the browser checks, all read from E2E_PORT (default 4173), so that two runs can share a
// machine by setting it apart (issue 30): the e2e run's `vite preview`, the budget run's, the nginx host's and the
// static preview's, each with its own demo operator API 1000 above (E2E_API_PORT overrides that one).
const base = Number(process.env.E2E_PORT ?? 4173);

/** The front office's port of each Playwright configuration. */
export const PORTS = { e2e: base, budget: base + 1, nginx: base + 3, preview: base + 9 } as const;

/** The demo operator API behind the front office on `port`. */
export function apiPortOf(port: number): number {
  return Number(process.env.E2E_API_PORT ?? port + 1000);
}
