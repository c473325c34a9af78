/**
 * Registers the offline worker (issue 33, decision D42; worker/sw.ts) and says when a new build's worker is waiting.
 * Loaded once the first page is drawn (WorkerStatus.tsx), never before: its few lines are not part of /login's first
 * paint. No workbox-window: what the app needs of it is these lines.
 *
 * Updates are the driver's choice (`prompt`): a new build's worker installs beside the running one and waits;
 * `onWaiting` is told, with a function that activates it and then reloads this tab, once, into the new build. A worker
 * activated from another tab takes this one over without reloading it (nothing reloads under the driver's fingers).
 */
export interface WorkerRegistration {
  /** Asks the server for a newer worker (the browser also does on navigations and once a day). */
  check: () => Promise<void>;
}

/** How often a tab left open asks for a newer build. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export async function registerWorker(
  scriptUrl: string,
  scope: string,
  onWaiting: (activate: () => void) => void,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): Promise<WorkerRegistration | undefined> {
  if (!container) return undefined;
  // (A browser set to block workers, as a test browser may be, answers nothing.)
  const registration = (await container.register(scriptUrl, { scope })) as ServiceWorkerRegistration | undefined;
  if (!registration) return undefined;
  let offered: ServiceWorker | null = null;
  const offer = (worker: ServiceWorker | null) => {
    // A first worker has nothing to replace: it simply takes over (its install is not an update).
    if (!worker || !container.controller || offered === worker) return;
    offered = worker;
    onWaiting(() => {
      container.addEventListener('controllerchange', reload, { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  };
  offer(registration.waiting);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  const check = () => registration.update().then(() => undefined, () => undefined);
  // A tab that comes back to the front, or stays open for hours, asks for a newer build.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  setInterval(() => void check(), CHECK_EVERY_MS);
  return { check };
}
