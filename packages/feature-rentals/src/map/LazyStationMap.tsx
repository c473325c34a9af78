import { Skeleton } from '@frontoffice/ui/Skeleton';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { StationMapProps } from './StationMap.tsx';
import { unavailable } from './StationMap.css.ts';
import { supportsWebGL } from './webgl.ts';

const StationMap = lazy(() => import('./StationMap.tsx'));

const m = {
  noWebgl: { id: 'rentals.StationMap.noWebgl' },
  failed: { id: 'rentals.StationMap.failed' },
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
 * failure leaves the address and instructions beside it.
 */
export function LazyStationMap(props: StationMapProps) {
  const intl = useIntl();
  const [webgl] = useState(supportsWebGL);
  const note = (message: MessageDescriptor) => (
    <p className={unavailable} role="note">
      {intl.formatMessage(message)}
    </p>
  );
  if (!webgl) return note(m.noWebgl);
  return (
    <MapErrorBoundary fallback={note(m.failed)}>
      <Suspense fallback={<Skeleton width="100%" height="100%" />}>
        <StationMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
