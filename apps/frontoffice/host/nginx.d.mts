export declare const BASE: string;
export declare const NEVER_CACHED: string[];
export interface NginxOptions {
  policies: { base: string; cards: string };
  root: string;
  listen?: string;
  proxies?: Array<{ path: string; upstream: string }>;
}
export declare function nginxConfig(options: NginxOptions): string;
