// The screens' service worker (tooling/test-utils/story.tsx): msw's worker (mockServiceWorker.js, which `msw init`
// writes next to this file before each run) answers the demo API's path, and nothing else.
//
// Issue 33: msw's worker takes every request of the pages it controls, asks the page's main thread by a message
// whether a handler wants it, and fetches it itself when none does. Once the first screen had started it, every module
// a story page fetched went that way, each answered only when the busy page got to it: every later story file's
// imports, and issue 32's signup steps loaded on demand (under CI's load the first one took 9 s instead of half a
// second, and in one fresh-clone run none arrived until ui's story run beside it had ended). Everything outside the
// demo API's path is therefore the network's, never msw's (with ui's stories and the screens in one run: 318-331
// against 360-370 core-seconds):
// - in Chromium (the story tests), a static route sends it to the network without a fetch event;
// - elsewhere, this listener, registered before msw's, stops the fetch event before msw's listener sees it, and the
//   browser fetches the request as if there were no worker.
// A story that answers another path or origin with msw must be given its place here.
const DEMO_API_PATH = '/demo-api/';

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const demoApi = new URLPattern({ pathname: `${DEMO_API_PATH}*` });
  // Refused (an older Chromium): the listener below does the same.
  const route = { condition: { not: { urlPattern: demoApi } }, source: 'network' };
  event.waitUntil(event.addRoutes(route).catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.startsWith(DEMO_API_PATH)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
