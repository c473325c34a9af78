import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstPage, whenHeadingDrawn } from './firstPage.ts';

describe('the first page drawn (issue 18: the web font waits for it)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    // The next frame (requestAnimationFrame), then a task.
    await vi.advanceTimersByTimeAsync(20);
    return done;
  };

  it('settles once the root has rendered and the next frame is painted, when no page holds it', async () => {
    const page = createFirstPage();
    expect(await settled(page.drawn)).toBe(false);
    page.rendered();
    expect(await settled(page.drawn)).toBe(true);
  });

  it('waits for a page that draws its content after its frame (the search page) to release it', async () => {
    const page = createFirstPage();
    const release = page.hold();
    page.rendered();
    expect(await settled(page.drawn)).toBe(false);
    release();
    release();
    expect(await settled(page.drawn)).toBe(true);
  });

  it('does not let a second "rendered" (effects run twice in development) release a page that holds it', async () => {
    const page = createFirstPage();
    page.hold();
    page.rendered();
    page.rendered();
    expect(await settled(page.drawn)).toBe(false);
  });

  it('settles after its time limit whatever happens', async () => {
    const page = createFirstPage(5000);
    page.hold();
    await vi.advanceTimersByTimeAsync(4970);
    expect(await settled(page.drawn)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(page.drawn)).toBe(true);
  });
});

describe('the page heading drawn (issue 32: what comes after the first page waits for a lazily loaded page too)', () => {
  afterEach(() => document.body.replaceChildren());

  it('calls back at once when the page heading is already there', () => {
    document.body.innerHTML = '<main><h1>Connexion</h1></main>';
    const drawn = vi.fn();
    whenHeadingDrawn(document.body, drawn);
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it("waits for a lazily loaded page's heading in main, not the frame's content, and calls back once", async () => {
    document.body.innerHTML = '<header><h1>not the page</h1></header><main></main>';
    const drawn = vi.fn();
    whenHeadingDrawn(document.body, drawn);
    document.querySelector('main')!.append(document.createElement('p'));
    await Promise.resolve();
    expect(drawn).not.toHaveBeenCalled();
    const heading = document.createElement('h1');
    heading.textContent = 'Mes réservations';
    document.querySelector('main')!.append(heading);
    await vi.waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
    document.querySelector('main')!.append(document.createElement('h1'));
    await Promise.resolve();
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to be busy no more: its content (a help text, a list) is drawn once its call has answered', async () => {
    document.body.innerHTML = '<main><div aria-busy="true"><h1>Questions fréquentes</h1></div></main>';
    const drawn = vi.fn();
    whenHeadingDrawn(document.body, drawn);
    await Promise.resolve();
    expect(drawn).not.toHaveBeenCalled();
    document.querySelector('main div')!.removeAttribute('aria-busy');
    await vi.waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
  });

  it('stops waiting when asked (the root unmounted)', async () => {
    document.body.innerHTML = '<main></main>';
    const drawn = vi.fn();
    whenHeadingDrawn(document.body, drawn)();
    document.querySelector('main')!.append(document.createElement('h1'));
    await Promise.resolve();
    expect(drawn).not.toHaveBeenCalled();
  });
});
