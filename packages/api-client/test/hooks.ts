// Runs before each test file (vitest `setupFiles`): the files share one module graph per worker (isolate: false), so
// hooks registered when setup.ts is first imported would wrap only the first file. The msw server listens for each
// file, every request without a handler fails the test, and each test starts with fresh storage and handlers.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './setup.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
