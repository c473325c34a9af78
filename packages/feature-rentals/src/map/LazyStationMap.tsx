import { OfflineReason } from '@frontoffice/ui/Button';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useLoadWhenNear } from '@frontoffice/ui/useLoadWhenNear';
import { Component, lazy, type ReactNode, Suspense, use, useMemo, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { StationMapProps } from './StationMap.tsx';
import { place as placeClass, unavailable } from './StationMap.css.ts';
import { supportsWebGL } from './webgl.ts';

const StationMap = lazy(() => import('./StationMap.tsx'));

const m = {
  noWebgl: { id: 'rentals.StationMap.noWebgl' },
  failed: { id: 'rentals.StationMap.failed' },
  offline: { id: 'rentals.StationMap.offline' },
} satisfies Record<string, MessageDescriptor>;

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // The map is an extra: its failure (a chunk that did not load, a lost WebGL context) leaves the address readable.
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The station map, loaded on demand: without WebGL its code is not even downloaded and a message says why; a
 * failure leaves the address and instructions beside it. Issue 32: maplibre (about 300 kB gzip, and a start-up that
 * holds the processor) comes after the page, as the search page's map does (issue 18 item 4): once the booking has
 * been drawn, its place has come into view (on a phone the map is below the first screen) and the browser has painted.
 * Its place keeps the map's size meanwhile (the parent's), so nothing moves when it comes.
 */
export function LazyStationMap(props: StationMapProps) {
  const intl = useIntl();
  const place = useRef<HTMLDivElement>(null);
  const load = useLoadWhenNear(place);
  // Asked when the map is about to load: making a WebGL context is work the page's first draw need not do.
  const webgl = useMemo(() => load && supportsWebGL(), [load]);
  // Issue 33 (D42): offline, neither the map library (not kept for offline use) nor the tiles can come: the station's
  // address takes the map's place, until the network is back.
  const offline = use(OfflineReason) !== null;
  const note = (message: MessageDescriptor) => (
    <p className={unavailable} role="note">
      {intl.formatMessage(message, { address: props.station.address ?? props.station.name })}
    </p>
  );
  const waiting = <Skeleton width="100%" height="100%" />;
  return (
    <div ref={place} className={placeClass}>
      {offline ? (
        note(m.offline)
      ) : !load ? (
        waiting
      ) : !webgl ? (
        note(m.noWebgl)
      ) : (
        <MapErrorBoundary fallback={note(m.failed)}>
          <Suspense fallback={waiting}>
            <StationMap {...props} />
          </Suspense>
        </MapErrorBoundary>
      )}
    </div>
  );
}
