type Env = Record<string, string | undefined>;
/**
 * The front office's port of each Playwright configuration, from E2E_PORT (default 4173), and the e2e run's OpenID
 * provider (3000 above, or OIDC_PORT).
 */
export declare function portsOf(env?: Env): { e2e: number; budget: number; nginx: number; preview: number; oidc: number };
/** The demo operator API behind the front office on `port` (1000 above, or E2E_API_PORT). */
export declare function apiPortOf(port: number, env?: Env): number;
/** Every port a run listens on. */
export declare function runPorts(env?: Env): number[];
