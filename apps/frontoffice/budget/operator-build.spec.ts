import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_API_MARKERS, markersIn, PANEL_MARKERS } from './previewMarkers.ts';

// Issue 20 "Done when", decision D38: the operator build (`pnpm build`, dist/) carries no switch panel and no demo API
// code; only a preview build (`pnpm preview:build`, dist-preview/) does. The preview's end-to-end test checks that
// these markers are all there in a preview, so their absence here means something.

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

test('decision D38: the operator build (dist/) contains no switch panel code and no panel message', () => {
  expect(existsSync(`${dist}index.html`), 'dist/ is built').toBe(true);
  expect(markersIn(dist, PANEL_MARKERS)).toEqual([]);
});

test('issue 20: the operator build (dist/) contains no demo API code (contract checks, document, accounts, hosts)', () => {
  expect(markersIn(dist, DEMO_API_MARKERS)).toEqual([]);
});

// Issue 32: Rolldown puts its runtime helpers (CommonJS interop, a module's namespace object) in the entry, unless a
// lazily loaded module's namespace is taken whole, or a module with state of its own at its top (a cache) lands in the
// wrong chunk: then they go to a chunk of their own, which the entry and every lazily loaded chunk import (a request
// more on every page, 0.6 kB more for /login; sessions 30 and 31 met it four times).
test('issue 32: the build has no chunk of Rolldown runtime helpers (the entry holds them)', () => {
  expect(readdirSync(`${dist}assets`).filter((file) => /^rolldown-runtime/.test(file))).toEqual([]);
});

