import { expect, type Page } from '@playwright/test';

/**
 * Waits until the offline worker (issue 33) is active and controls the page: its files are kept. (A predicate of
 * `waitForFunction` that returns a promise passes at once: the promise is truthy.)
 */
export async function workerReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
        }),
      { timeout: 30_000, message: 'the offline worker controls the page' },
    )
    .toBe(true);
}
