import { existsSync } from 'node:fs';
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
