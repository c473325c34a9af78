import type { Fetch, InstallableApp } from './manifest.mjs';
import type { NginxOptions } from './nginx.mjs';
import type { HostConfig } from './policy.mjs';
export declare function withPolicy(html: string, policy: string, marker: boolean): string;
/** The document's title: the tenant's name, text-escaped. */
export declare function withTitle(html: string, name: string): string;
export declare function applyHostConfig(
  options: { dist: string; out?: string; config?: HostConfig; root?: string; tenant?: string | null; fetch?: Fetch } & Partial<
    Pick<NginxOptions, 'listen' | 'proxies'>
  >,
): Promise<{ policies: { base: string; cards: string }; out: string; app: InstallableApp | undefined }>;
