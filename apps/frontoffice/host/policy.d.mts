export declare const REACT_ARIA_STYLES: string[];
export declare const STRIPE_HOSTS: { script: string[]; frame: string[]; connect: string[] };
export declare const CARD_FORM_PATHS: string[];
export declare const CARD_DOCUMENT: string;
export declare const CARD_DOCUMENT_MARKER: string;
/** The parts of config.json the policy reads. */
export interface HostConfig {
  apiBaseUrl?: string;
  errorReporter?: { type: string; url?: string };
  geocoder?: { type: string; url?: string };
  mapStyleUrl?: string;
  /** Read by the build only: more origins for images or calls. */
  cspOrigins?: { img?: string[]; connect?: string[] };
  /** Decision D48: the code flow's provider, admitted for calls. */
  singleSignOn?: { flow: string; issuer?: string };
}
export declare function originOf(value: unknown): string | undefined;
export declare function configOrigins(config: HostConfig): { connect: string[]; img: string[] };
export declare function inlineScripts(html: string): string[];
export declare function contentSecurityPolicies(config: HostConfig, page?: { inlineScripts?: string[] }): { base: string; cards: string };
