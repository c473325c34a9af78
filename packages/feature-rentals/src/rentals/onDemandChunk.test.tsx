import { act, renderHook, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { onDemandChunk } from './onDemandChunk.ts';

describe('onDemandChunk (issue 32: a part of a page in a chunk of its own)', () => {
  it('loads the chunk once, however many ask, and keeps the module', async () => {
    const importer = vi.fn(() => Promise.resolve({ part: 'body' }));
    const chunk = onDemandChunk(importer);
    expect(chunk.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([chunk.load(), chunk.load()]);
    expect(first).toBe(second);
    expect(chunk.loaded()).toBe(first);
    await chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load (a lost connection is not the end of the page)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ part: 'body' });
    const chunk = onDemandChunk(importer as () => Promise<{ part: string }>);
    await expect(chunk.load()).rejects.toThrow('Failed to fetch');
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toEqual({ part: 'body' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('useReady: nothing asked for until wanted, then ready once the chunk has come', async () => {
    let arrive!: (module: { part: string }) => void;
    const importer = vi.fn(() => new Promise<{ part: string }>((resolve) => (arrive = resolve)));
    const chunk = onDemandChunk(importer);
    const { result, rerender } = renderHook(({ wanted }) => chunk.useReady(wanted), { initialProps: { wanted: false } });
    // Not wanted: nothing to wait for, and nothing loaded.
    expect(result.current).toBe(true);
    expect(importer).not.toHaveBeenCalled();
    rerender({ wanted: true });
    expect(result.current).toBe(false);
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => arrive({ part: 'body' }));
    expect(result.current).toBe(true);
  });

  it('useReady: ready when the chunk came between the render that waited for it and its effect (no wait for ever)', async () => {
    // React's own timing, as in a browser (under act() the effect runs before the chunk's answer is read).
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      let arrive!: (module: { part: string }) => void;
      const chunk = onDemandChunk(() => new Promise<{ part: string }>((resolve) => (arrive = resolve)));
      void chunk.load();
      function Page() {
        const ready = chunk.useReady(true);
        // The chunk arrives as this render is committed, before the hook's effect runs.
        useLayoutEffect(() => arrive({ part: 'body' }), []);
        return ready ? 'ready' : 'waiting';
      }
      root.render(<Page />);
      await vi.waitFor(() => expect(container.textContent).toBe('ready'), { timeout: 1000 });
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('useReady: a failed load lets the page show (the part loads again where it is drawn)', async () => {
    const chunk = onDemandChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { result } = renderHook(() => chunk.useReady(true));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(chunk.loaded()).toBeUndefined();
  });
});
