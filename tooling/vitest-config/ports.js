// The ports of one run of the browser checks, all read from E2E_PORT (default 4173), so that two runs can share a
// machine by setting it apart (issue 30): the e2e run's front office, the budget run's, the nginx host's and the
// static preview's, each with its own demo operator API 1000 above (E2E_API_PORT overrides that one). One scheme for
// the Playwright configurations (apps/frontoffice) and for the check that stops servers a run left behind
// (tooling/scripts/servers.mjs).

/** The front office's port of each Playwright configuration. */
export function portsOf(env = process.env) {
  const base = Number(env.E2E_PORT ?? 4173);
  return { e2e: base, budget: base + 1, nginx: Number(env.NGINX_PORT ?? base + 3), preview: base + 9 };
}

/** The demo operator API behind the front office on `port`. */
export function apiPortOf(port, env = process.env) {
  return Number(env.E2E_API_PORT ?? port + 1000);
}

/** Every port a run listens on: the four front offices and the demo APIs of the e2e, budget and nginx runs. */
export function runPorts(env = process.env) {
  const ports = portsOf(env);
  return [...new Set([ports.e2e, ports.budget, ports.nginx, ports.preview, ...[ports.e2e, ports.budget, ports.nginx].map((port) => apiPortOf(port, env))])];
}
