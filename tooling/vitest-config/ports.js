// The ports of one run of the browser checks, all read from E2E_PORT (default 4173), so that two runs can share a
// machine by setting it apart (issue 30): the e2e run's front office, the budget run's, the nginx host's and the
// static preview's, each with its own demo operator API 1000 above (E2E_API_PORT overrides that one), and the e2e
// run's OpenID provider 3000 above (issue 36; OIDC_PORT overrides it). One scheme for the Playwright configurations
// (apps/frontoffice) and for the check that stops servers a run left behind (tooling/scripts/servers.mjs).

/** The front office's port of each Playwright configuration. */
export function portsOf(env = process.env) {
  const base = Number(env.E2E_PORT ?? 4173);
  // issue 36: the OpenID provider of the e2e run (apps/frontoffice/e2e/oidc/provider.mjs), clear of the front offices
  // (+0 to +9) and of their demo APIs (+1000 to +1009).
  return { e2e: base, budget: base + 1, nginx: Number(env.NGINX_PORT ?? base + 3), preview: base + 9, oidc: Number(env.OIDC_PORT ?? base + 3000) };
}

/** The demo operator API behind the front office on `port`. */
export function apiPortOf(port, env = process.env) {
  return Number(env.E2E_API_PORT ?? port + 1000);
}

/**
 * Every port a run listens on: the four front offices, the demo APIs of the e2e, budget and nginx runs, and the e2e
 * run's OpenID provider.
 */
export function runPorts(env = process.env) {
  const ports = portsOf(env);
  return [...new Set([ports.e2e, ports.budget, ports.nginx, ports.preview, ...[ports.e2e, ports.budget, ports.nginx].map((port) => apiPortOf(port, env)), ports.oidc])];
}
