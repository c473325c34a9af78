import { describe, expect, it, vi } from 'vitest';
import { registerWorker } from './registerWorker.ts';

/** A service worker that moves through its states when told. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A registration and its container, as the browser gives them. */
function browser({ controlled, waiting = null }: { controlled: boolean; waiting?: FakeWorker | null }) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting,
    update: vi.fn(() => Promise.resolve()),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  const install = () => {
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    return worker;
  };
  return { registration, container: container as unknown as ServiceWorkerContainer & typeof container, install };
}

describe('registerWorker (issue 33 item 2: prompt updates)', () => {
  it('registers the worker at the app scope', async () => {
    const { container } = browser({ controlled: false });
    await registerWorker('/frontofficev2/sw.js', '/frontofficev2/', vi.fn(), container);
    expect(container.register).toHaveBeenCalledWith('/frontofficev2/sw.js', { scope: '/frontofficev2/' });
  });

  it('a first worker is no update: it is not offered, it simply takes over', async () => {
    const { container, install } = browser({ controlled: false });
    const onWaiting = vi.fn();
    await registerWorker('/sw.js', '/', onWaiting, container);
    install().become('installed');
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('a new build installed behind the running one is offered once; nothing reloads until the offer is accepted, then once', async () => {
    const { container, install } = browser({ controlled: true });
    const onWaiting = vi.fn<(activate: () => void) => void>();
    const reload = vi.fn();
    await registerWorker('/sw.js', '/', onWaiting, container, reload);
    const worker = install();
    worker.become('installed');
    worker.become('installed');
    expect(onWaiting).toHaveBeenCalledTimes(1);
    // A worker activated from elsewhere (another tab) changes the controller: this tab does not reload.
    expect(reload).not.toHaveBeenCalled();
    expect(worker.postMessage).not.toHaveBeenCalled();

    onWaiting.mock.calls[0]![0]();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a worker already waiting when the app starts (a build deployed while the tab was closed) is offered at once', async () => {
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    const { container } = browser({ controlled: true, waiting });
    const onWaiting = vi.fn();
    await registerWorker('/sw.js', '/', onWaiting, container);
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('asks for a newer build when the tab comes back to the front', async () => {
    const { container, registration } = browser({ controlled: true });
    const check = await registerWorker('/sw.js', '/', vi.fn(), container);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalled();
    await expect(check?.check()).resolves.toBeUndefined();
  });

  it('a browser that blocks workers (registration answers nothing) is left alone', async () => {
    const { container } = browser({ controlled: false });
    container.register.mockResolvedValueOnce(undefined as never);
    await expect(registerWorker('/sw.js', '/', vi.fn(), container)).resolves.toBeUndefined();
  });
});
