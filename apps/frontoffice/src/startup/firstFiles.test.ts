import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGES } from '../../firstFiles.ts';
import { routeTree } from '../routeTree.gen.ts';

const routes = Object.values(routeTree.children ?? {}) as AnyRoute[];

describe('the first files index.html lists (issue 18 item 2, firstFiles.ts)', () => {
  for (const [path, page] of Object.entries(FIRST_PAGES)) {
    it(`${path}: the same message packages and consent dialog as its route`, () => {
      const route = routes.find((candidate) => (candidate.options as { path?: string }).path === path);
      expect(route, `no route ${path}`).toBeDefined();
      expect(page.messages).toEqual([...(route?.options.staticData?.messages ?? [])]);
      expect(page.consentFirst).toBe(route?.options.staticData?.consentFirst === true);
    });

    it(`${path}: its frame's messages, the app frame's deferred ones (AriaLocale) on an app page, none on a sign-in page`, () => {
      const route = routes.find((candidate) => (candidate.options as { path?: string }).path === path);
      expect(page.frameMessages).toEqual((route?.options.staticData?.layout ?? 'app') === 'app' ? ['shell'] : []);
    });

    it(`${path}: its landing panel's background asked for early exactly on a page of the sign-in frame (AuthLayout)`, () => {
      const route = routes.find((candidate) => (candidate.options as { path?: string }).path === path);
      expect(page.landing === true).toBe(route?.options.staticData?.layout === 'auth');
    });
  }
});
