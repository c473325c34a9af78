import { messagesOf } from '@frontoffice/test-utils/pageHarness';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchMapArea, type SearchMapAreaProps } from './SearchMapArea.tsx';
import { NEAR_VIEWPORT_MARGIN } from '@frontoffice/ui/useLoadWhenNear';

/** A stand-in for the browser's IntersectionObserver that the test moves into view by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The observed place comes into view (or not). */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const driver = { position: null, status: 'idle', locate: () => undefined } as SearchMapAreaProps['driver'];

function renderArea(props: Partial<SearchMapAreaProps> = {}) {
  return render(
    <IntlProvider locale="fr" messages={messagesOf('fr', 'feature-search')}>
      <SearchMapArea stations={[]} driver={driver} listsNearest={false} oneWay={false} {...props} />
    </IntlProvider>,
  );
}

/** The map's module was mounted: in happy-dom (no WebGL) it says at once that the map cannot be drawn. */
const mapMounted = () => screen.queryByRole('note') !== null;

/**
 * Waits for the map's module to be mounted: its lazy chunk is imported once asked for, which takes more than a frame
 * on a loaded machine (a CI run beside the e2e tests: not there 50 ms after the paint).
 */
const mapMountedSoon = async () => (await screen.findByRole('note', {}, { timeout: 10_000 })) !== null;

/** Lets the frame be painted and the idle callback run. */
async function afterPaint() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SearchMapArea: the map after the page (issue 18 item 4)', () => {
  it('does not mount the map while the form has not been drawn, even in view', async () => {
    renderArea({ contentShown: false });
    await afterPaint();
    expect(FakeObserver.instances).toHaveLength(0);
    expect(mapMounted()).toBe(false);
    // The controls around the map work before it: spec §2's locate button and the stations list are there.
    expect(screen.getByRole('button', { name: 'Me localiser' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Liste des stations' })).toBeTruthy();
  });

  it('mounts the map once the form is drawn and its place comes near the viewport, not before', async () => {
    const { rerender } = renderArea({ contentShown: false });
    rerender(
      <IntlProvider locale="fr" messages={messagesOf('fr', 'feature-search')}>
        <SearchMapArea stations={[]} driver={driver} listsNearest={false} oneWay={false} contentShown />
      </IntlProvider>,
    );
    expect(FakeObserver.instances).toHaveLength(1);
    const [observer] = FakeObserver.instances;
    expect(observer?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    // On a phone the map is below the form: out of view, nothing loads.
    act(() => observer?.report(false));
    await afterPaint();
    expect(mapMounted()).toBe(false);
    // Scrolled near: the map's module is mounted after the next paint, and the observer is let go.
    act(() => observer?.report(true));
    expect(observer?.disconnected).toBe(true);
    expect(await mapMountedSoon()).toBe(true);
  });

  it('without IntersectionObserver, mounts the map after the first paint', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderArea();
    expect(mapMounted()).toBe(false);
    expect(await mapMountedSoon()).toBe(true);
  });
});
