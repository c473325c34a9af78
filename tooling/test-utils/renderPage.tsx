// The render helper of the feature packages' page tests (vitest, happy-dom): the page mounted by pageHarness.tsx
// (the same providers and session as the page stories) against the demo operator API under msw's Node server, with a
// spy notifier and a recorder of the requests the API receives.
import { type ApiClient } from '@frontoffice/api-client';
import type { DemoApi } from '@frontoffice/demo-api';
import type { Notifier } from '@frontoffice/ui/Notifications';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render, screen, type RenderResult } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { basename } from 'node:path';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, vi, type Mock } from 'vitest';
import { isMessagePackage, type MessagePackage } from './catalogue.ts';
import {
  createPageRouter,
  NAVIGATED_PATH_TEST_ID,
  openPageSession,
  PageProviders,
  type PageOptions,
  type PageRouter,
} from './pageHarness.tsx';

// A page test's `findBy…` waits for lazily loaded parts (sections, results) and the demo API: the first test of a file
// loads them cold, which took more than Testing Library's default second under CI's load (two cores, two workers).
// The assertions are unchanged; only how long a page may take to show them.
configure({ asyncUtilTimeout: 5000 });

/** happy-dom's page origin: the API lives under it, so that no preflight request goes unhandled. */
export const ORIGIN = 'http://localhost:3000';
/** The API base the client and the demo handlers share. */
export const API_BASE = `${ORIGIN}/api`;

/** The msw server of the tests: it answers nothing until a test renders (each render adds fresh demo handlers). */
export const server = setupServer();

/** A request the API received: its method, URL, path under the API base, headers and JSON body. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** The path under the API base, e.g. `/vehicles/search`. */
  path: string;
  headers: Headers;
  /** The body, parsed as JSON when it is JSON; set shortly after the request (await {@link jsonBody} to be sure). */
  body: unknown;
}

// The one recorder: every list handed out by recordRequests() (and each page's `requests`) receives the requests
// from the moment it is made until the end of the test.
const recorders = new Set<RecordedRequest[]>();
const bodies = new WeakMap<RecordedRequest, Promise<void>>();

function record(request: Request): RecordedRequest {
  const copy = request.clone();
  const entry: RecordedRequest = {
    method: copy.method,
    url: copy.url,
    path: new URL(copy.url).pathname.replace(/^\/api/, ''),
    headers: copy.headers,
    body: undefined,
  };
  if (copy.method !== 'GET' && copy.method !== 'HEAD') {
    bodies.set(
      entry,
      copy.text().then((text) => {
        try {
          entry.body = text ? JSON.parse(text) : undefined;
        } catch {
          entry.body = text;
        }
      }),
    );
  }
  return entry;
}

/** Starts and stops the msw server around the test file, forgetting each test's handlers, recorders and session. */
export function setupMswServer(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      if (recorders.size === 0) return;
      const entry = record(request);
      for (const list of recorders) list.push(entry);
    });
  });
  afterEach(() => {
    // vitest runs without globals, so testing-library cannot register its own cleanup.
    cleanup();
    server.resetHandlers();
    recorders.clear();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => {
    server.events.removeAllListeners();
    server.close();
  });
}

/** Records the requests the demo API receives from now until the end of the test, in order. */
export function recordRequests(): RecordedRequest[] {
  const list: RecordedRequest[] = [];
  recorders.add(list);
  return list;
}

/** The notifier spy: each method is a vitest mock. */
export interface SpyNotifier extends Notifier {
  notify: Mock<Notifier['notify']>;
  error: Mock<Notifier['error']>;
}

/** Options of {@link renderPage}: those of the page harness, the package defaulting to the one under test. */
export interface RenderPageOptions extends Omit<PageOptions, 'feature'> {
  /** The feature package whose messages the page shows. @default the package whose tests run */
  feature?: MessagePackage;
}

/** What a test gets back. */
export interface RenderedPage extends RenderResult {
  client: ApiClient;
  queryClient: QueryClient;
  notifier: SpyNotifier;
  /** The demo operator API answering the calls (its state can be read and changed). */
  api: DemoApi;
  /** Requests sent to the API once the page was prepared, in order. */
  requests: RecordedRequest[];
  router: PageRouter;
  /** The URL the router is at, path and query (it changes when a link is followed). */
  currentPath(): string;
  /** The path the router is at. */
  pathname(): string;
  /** The search parameters of the router's URL, as the page's route keeps them. */
  search(): Record<string, unknown>;
}

function packageUnderTest(): MessagePackage {
  const name = basename(process.cwd());
  if (!isMessagePackage(name)) throw new Error(`renderPage: say which package's messages to use ({ feature }), ${name} has none`);
  return name;
}

/**
 * Renders a page inside the app's providers and waits for the router's first render.
 * @param pageOrFactory the page element, or a function making it once `prepare` ran
 * @param options package, language, tenant, account, URL
 */
export async function renderPage(pageOrFactory: ReactNode | (() => ReactNode), options: RenderPageOptions = {}): Promise<RenderedPage> {
  const session = await openPageSession(
    { ...options, feature: options.feature ?? packageUnderTest() },
    { baseUrl: API_BASE, install: (handlers) => server.use(...handlers) },
  );
  const requests = recordRequests();
  const page = typeof pageOrFactory === 'function' ? pageOrFactory() : pageOrFactory;
  const notifier: SpyNotifier = { notify: vi.fn<Notifier['notify']>(), error: vi.fn<Notifier['error']>() };
  const router = createPageRouter(session.path, () => page);
  const result = render(<PageProviders session={session} notifier={notifier} router={router} />);
  await router.load();
  return {
    ...result,
    client: session.client,
    queryClient: session.queryClient,
    notifier,
    api: session.api,
    requests,
    router,
    currentPath: () => router.state.location.href,
    pathname: () => router.state.location.pathname,
    search: () => router.state.location.search as Record<string, unknown>,
  };
}

/** The path shown once a link left the page under test. */
export async function findNavigatedPath(): Promise<string> {
  return (await screen.findByTestId(NAVIGATED_PATH_TEST_ID)).textContent ?? '';
}

/** The JSON body of a recorded request, once read. */
export async function jsonBody(request: RecordedRequest): Promise<unknown> {
  await bodies.get(request);
  return request.body;
}

/** Recorded requests to one path (under the API base), e.g. `'/reset_password'`. */
export function requestsTo(requests: RecordedRequest[], method: string, pathname: string): RecordedRequest[] {
  return requests.filter((r) => r.method === method && r.path === pathname);
}
