// What the tests of this package use of @frontoffice/demo-api, declared here for the type checker only (vitest runs
// the real package; tsconfig.json `paths` points the type checker here). Why: demo-api's src/core/controls.ts passes a `Uint8Array<ArrayBufferLike>` to `new Response`,
// which TypeScript 6 refuses under the DOM library this React package compiles with (demo-api itself compiles
// without DOM). Remove this file and the `paths` entry of tsconfig.json once controls.ts builds its responses from
// `Uint8Array<ArrayBuffer>` (or a Blob).
import type { Tenant } from '@frontoffice/api-client';
import type { HttpHandler } from 'msw';

/** A demo account's record (the fields the tests change). */
export interface UserRecord {
  id: number;
  email: string;
  roles: string[];
  validated: boolean;
  blocked: boolean;
  canAccessBackoffice: boolean;
}

/** An injected failure of the demo API (`__demo/faults`). */
export interface Fault {
  id: number;
  operation: string;
  mode: 'error' | 'timeout' | 'malformed';
  status: number;
  code: string;
  remaining: number;
  timeout_ms: number;
}

/** A sent e-mail of the demo outbox. */
export interface OutboxMessage {
  id: number;
  kind: 'sms' | 'email';
  to: string;
  subject: string;
  text: string;
  code: string | null;
  link: string | null;
  sent_at: string;
}

export interface DemoState {
  tenant: Tenant;
  users: Map<number, UserRecord>;
  faults: Fault[];
  outbox: OutboxMessage[];
}

export interface DemoApi {
  readonly tenantId: string;
  readonly state: DemoState;
  handle(request: Request, base: string): Promise<Response>;
  now(): number;
  reset(): void;
}

export interface DemoHandlersOptions {
  baseUrl?: string;
  tenant?: 'demo' | 'cityshare' | 'fleetco' | 'campus' | 'minimal';
  api?: DemoApi;
  latencyMs?: number;
  frontOfficeUrl?: string;
}

export interface DemoHandlers {
  handlers: HttpHandler[];
  api: DemoApi;
  baseUrl: string;
}

export declare function createDemoHandlers(options?: DemoHandlersOptions): DemoHandlers;
export declare const DEMO_PASSWORD: string;
export declare const DEMO_ACCOUNTS: Record<string, string>;
