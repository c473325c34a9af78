// Start-up of a static tenant preview (issue 20), before the app's own start-up: the preview's service worker
// (`preview-sw.js`, the tenant's demo API and its IndexedDB data) takes the page, then the switches of a shared link
// are applied on top of the tenant's fixtures. Only a preview build imports this (main.tsx, `__FRONTOFFICE_PREVIEW__`).
import { changePreviewSettings } from '@frontoffice/demo-api/preview';
import { readSharedSettings, SHARE_PARAMETER } from './previewSettings.ts';

/** The API base the preview's service worker answers (it serves `<scope>api`), as the preview's config.json says. */
export const PREVIEW_API_BASE = `${import.meta.env.BASE_URL}api`;

function controlled(container: ServiceWorkerContainer, registration: ServiceWorkerRegistration): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
    // The worker claims every page when it activates; a page loaded by a hard reload (which bypasses the worker)
    // asks it again.
    registration.active?.postMessage('claim');
  });
}

/** Registers the preview's service worker and waits until it answers this page's calls; applies a shared link. */
export async function bootPreview(): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) {
    // Service workers need a secure context (https, or localhost): the tenant cannot load and start-up says so.
    console.error('This preview needs service workers: open it over https or on localhost.');
    return;
  }
  const base = import.meta.env.BASE_URL;
  await container.register(`${base}preview-sw.js`, { scope: base });
  await controlled(container, await container.ready);

  const url = new URL(window.location.href);
  const parameter = url.searchParams.get(SHARE_PARAMETER);
  if (parameter === null) return;
  const shared = readSharedSettings(parameter);
  if (shared) await changePreviewSettings(PREVIEW_API_BASE, shared, 'fixture');
  // Applied once: a reload keeps the settings in the preview's data, and later changes in the panel win.
  url.searchParams.delete(SHARE_PARAMETER);
  window.history.replaceState(window.history.state, '', url.href);
}
