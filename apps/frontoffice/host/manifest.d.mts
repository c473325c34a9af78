export declare const MANIFEST_FILE: string;
export declare const ICONS_FOLDER: string;
export declare const TENANT_ENV: string;
export declare const DEFAULT_TENANT: string;
export type Fetch = (input: string | URL, init?: RequestInit) => Promise<Response>;
export interface ManifestTheme {
  themeColor: string;
  backgroundColor: string;
  favicon: string;
}
export declare function manifestThemes(): { defaultTheme: string; themes: Record<string, ManifestTheme> };
export declare function manifestTheme(setting: unknown): ManifestTheme & { name: string };
export declare function shortName(name: string, max?: number): string;
/** The fields of `GET /tenant` the manifest reads. */
export interface TenantAnswer {
  human_name: string;
  language?: string;
  theme?: string | null;
  favicon_url?: string | null;
}
export interface LoadedTenant {
  tenant: TenantAnswer;
  source: string;
  base: URL;
}
export declare function loadTenant(source: string, options?: { fetch?: Fetch }): Promise<LoadedTenant>;
export declare function faviconUrl(loaded: LoadedTenant): URL;
export declare function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined;
export interface Favicon {
  bytes: Buffer;
  type: 'svg' | 'png';
  warnings: string[];
}
export declare function loadFavicon(url: URL, options?: { fetch?: Fetch }): Promise<Favicon>;
export interface IconFile {
  name: string;
  src: string;
  size: number;
  purpose: 'any' | 'maskable' | 'apple';
  bytes: Buffer;
}
export declare function generateIcons(favicon: Favicon, options: { background: string }): Promise<IconFile[]>;
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  lang?: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }>;
}
export interface InstallableApp {
  manifest: WebAppManifest;
  icons: IconFile[];
  links: { manifest: string; appleTouchIcon: string; themeColor: string };
  theme: string;
  source: string;
  favicon: string;
  warnings: string[];
}
export declare function installableApp(source: string, options?: { fetch?: Fetch }): Promise<InstallableApp>;
export declare function writeInstallable(dist: string, app: InstallableApp): void;
export declare function withInstallLinks(html: string, links: InstallableApp['links']): string;
export declare function tenantSource(options: {
  flag?: string;
  config?: { apiBaseUrl?: string };
  env?: Record<string, string | undefined>;
  fallback?: string;
}): string | undefined;
