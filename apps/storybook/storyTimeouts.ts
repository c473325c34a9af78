import { expect, vi } from 'vitest';

// Issue 33: one project runs ui's stories and the screens (vitest.config.ts). Run before each story file (with
// `isolate: false` too), this gives each file's stories the time they had in their own run: ui's stories ui's 60 s
// (packages/ui: five themes' stories beside the screens on two cores, where a story that takes 5 s alone took over
// 15 s), the screens the project's 120 s (their demo API and lazily loaded chunks, the search page's map among them).
const UI_STORY_TIMEOUT_MS = 60_000;
const SCREEN_TIMEOUT_MS = 120_000;

const file = expect.getState().testPath ?? '';
vi.setConfig({ testTimeout: /\/packages\/ui\/src\//.test(file) ? UI_STORY_TIMEOUT_MS : SCREEN_TIMEOUT_MS });
