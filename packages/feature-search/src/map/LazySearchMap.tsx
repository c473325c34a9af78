import { Skeleton } from '@frontoffice/ui/Skeleton';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { unavailable } from './LazySearchMap.css.ts';
import type { SearchMapProps } from './searchMapProps.ts';
import { supportsWebGL } from './webgl.ts';

const SearchMap = lazy(() => import('./SearchMap.tsx'));

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // The map is an extra: its failure (a chunk that did not load, a lost WebGL context) leaves the list usable.
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function MapUnavailable({ reason }: { reason: 'webgl' | 'error' }) {
  const intl = useIntl();
  return (
    <p className={unavailable} role="note">
      {intl.formatMessage({ id: reason === 'webgl' ? 'search.SearchMap.noWebgl' : 'search.SearchMap.failed' })}
    </p>
  );
}

/**
 * The search map, loaded on demand (issue 8: no other route pays for maplibre). Without WebGL the map's code is not
 * even downloaded and a message says why; the list and the form keep working.
 */
export function LazySearchMap(props: SearchMapProps) {
  const [webgl] = useState(supportsWebGL);
  if (!webgl) return <MapUnavailable reason="webgl" />;
  return (
    <MapErrorBoundary fallback={<MapUnavailable reason="error" />}>
      <Suspense fallback={<Skeleton width="100%" height="100%" />}>
        <SearchMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
