// The search map (issue 8), in its own module loaded with React.lazy: maplibre-gl, its worker and its CSS are paid
// for only by the search route, and only in browsers that can draw it (see LazySearchMap).
import 'maplibre-gl/dist/maplibre-gl.css';
import type { FeatureCollection, Point } from 'geojson';
import { type GeoJSONSource, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import MapGL, {
  Layer,
  type MapLayerMouseEvent,
  type MapRef,
  Marker,
  NavigationControl,
  Source,
} from 'react-map-gl/maplibre';
import { CLUSTER_IMAGE_PREFIX, drawCluster, drawPin, PIN_IMAGE, SELECTED_PIN_IMAGE } from './mapImages.ts';
import { initialView, type MapColors, readColors, STYLE_TIMEOUT_MS } from './mapSetup.ts';
import { offlineStyle } from './offlineStyle.ts';
import { htmlPin, htmlPinShape, notice, root, userDot } from './SearchMap.css.ts';
import type { SearchMapProps } from './searchMapProps.ts';

// maplibre-gl 6 ships ES modules only and Vite does not emit its worker by itself (shared/toolchain.md).
setWorkerUrl(workerUrl);

const SOURCE_ID = 'stations';
const CLUSTER_LAYER = 'station-clusters';
const STATION_LAYER = 'station-pins';

/**
 * The map of stations (spec §2): a clustered GeoJSON layer of 44×44 pins and the driver's position once asked for
 * (decision D33). A pressed pin opens its info window (`onOpenStation`: a dialog outside the canvas). A remote style
 * (`styleUrl`) that has not loaded within 3 s, or fails, gives way to the bundled one, and one quiet line says so.
 */
export default function SearchMap({
  stations,
  styleUrl,
  selectedStationId,
  focus,
  position = null,
  markers = 'clustered',
  onOpenStation,
  onViewChange,
}: SearchMapProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapRef>(null);
  const [colors, setColors] = useState<MapColors | null>(null);
  // issue 17: a remote style that fails or is too slow is replaced by the bundled one (the map is rebuilt with it).
  const [styleFailed, setStyleFailed] = useState(false);
  const styleLoaded = useRef(false);
  const [idleCount, setIdleCount] = useState(0);
  // The layers are added only once the missing-image resolver is set: maplibre asks for the pins and the cluster
  // bubbles while it lays the first tiles out, and an image missing then is not asked for again.
  const [imagesReady, setImagesReady] = useState(false);
  const userMoved = useRef(false);

  useLayoutEffect(() => {
    if (container.current) setColors(readColors(container.current));
  }, []);

  useEffect(() => {
    // The map measures its container once; the container's size changes when its chunk's CSS arrives or the layout
    // changes (a card on the vehicle view), which the window's resize event does not tell.
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      map.current?.resize();
      // Until the driver moves the map, it keeps the stations framed in its new size.
      if (!userMoved.current) frame.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // The driver asked where they are (decision D33): the map goes there, close enough to see the nearby stations.
    if (!position) return;
    userMoved.current = true;
    map.current?.flyTo({ center: [position.longitude, position.latitude], zoom: Math.max(map.current.getZoom(), 13) });
  }, [position]);

  const data = useMemo<FeatureCollection<Point, { id: number }>>(
    () => ({
      type: 'FeatureCollection',
      features: stations.map((s) => ({
        type: 'Feature',
        id: s.id,
        properties: { id: s.id },
        geometry: { type: 'Point', coordinates: [s.longitude, s.latitude] },
      })),
    }),
    [stations],
  );
  const byId = useMemo(() => new Map(stations.map((s) => [s.id, s])), [stations]);
  // The view is computed once the stations are known: later station lists (a new search) must not yank the map away
  // from the driver, but a list still loading when the map opened must not leave it on the whole world.
  const [view, setView] = useState(() => initialView(stations, focus));
  const [viewFromStations, setViewFromStations] = useState(stations.length > 0 || focus !== undefined);
  if (!viewFromStations && stations.length > 0) {
    setViewFromStations(true);
    setView(initialView(stations, focus));
  }
  const remote = styleUrl !== undefined && !styleFailed;
  const mapStyle = useMemo<StyleSpecification | string | null>(
    () => (remote ? styleUrl : colors ? offlineStyle(colors) : null),
    [remote, styleUrl, colors],
  );
  useEffect(() => {
    if (!remote) return;
    const timer = setTimeout(() => {
      if (!styleLoaded.current) setStyleFailed(true);
    }, STYLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [remote]);
  const reportView = () => {
    const bounds = map.current?.getBounds();
    if (bounds) onViewChange?.([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]);
  };

  // Frames the stations (or the focus): when the map loads, when the stations arrive after it (its initial view state
  // is read once, at creation) and when its container changes size before the driver moved it.
  const frame = useRef(() => {});
  frame.current = () => {
    const instance = map.current;
    if (!instance) return;
    if (view.bounds) instance.fitBounds(view.bounds, { padding: 48, duration: 0, maxZoom: 15 });
    else if (view.latitude !== undefined && view.longitude !== undefined) {
      instance.jumpTo({ center: [view.longitude, view.latitude], zoom: view.zoom });
    }
  };
  useEffect(() => frame.current(), [view]);

  // maplibre 6 asks a resolver for a missing image (an event listener can no longer supply it for the current
  // request): pins and cluster bubbles are drawn the first time they are needed.
  const resolveImage = (id: string) => {
    const instance = map.current?.getMap();
    if (!instance || !colors || instance.hasImage(id)) return;
    const ratio = window.devicePixelRatio || 1;
    const image =
      id === PIN_IMAGE
        ? drawPin(colors.fill, colors.onFill, ratio)
        : id === SELECTED_PIN_IMAGE
          ? drawPin(colors.selected, colors.onFill, ratio)
          : id.startsWith(CLUSTER_IMAGE_PREFIX)
            ? drawCluster(id.slice(CLUSTER_IMAGE_PREFIX.length), colors, ratio)
            : null;
    if (image) instance.addImage(id, image, { pixelRatio: ratio });
  };

  const onClick = async (event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature) return;
    const properties = feature.properties as { cluster_id?: number; id?: number };
    if (properties.cluster_id !== undefined && feature.geometry.type === 'Point') {
      const source = map.current?.getSource(SOURCE_ID) as GeoJSONSource | undefined;
      const zoom = await source?.getClusterExpansionZoom(properties.cluster_id);
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      map.current?.easeTo({ center: [longitude, latitude], zoom: zoom ?? (map.current.getZoom() + 2) });
      return;
    }
    const station = properties.id === undefined ? undefined : byId.get(Number(properties.id));
    if (station) onOpenStation?.(station);
  };

  return (
    <div
      ref={container}
      className={root}
      role="region"
      aria-label={intl.formatMessage({ id: 'search.SearchMap.label' })}
      // Read by the benchmark (scripts/bench-map.mjs): how many times the map finished drawing.
      data-map-idle={idleCount}
      data-map-markers={markers}
    >
      {mapStyle && (
        <MapGL
          // The bundled style replaces a failed remote one in a new map: the failed one never finished loading.
          key={remote ? 'remote' : 'bundled'}
          ref={map}
          initialViewState={view.bounds ? { bounds: view.bounds, fitBoundsOptions: { padding: 48, maxZoom: 15 } } : view}
          mapStyle={mapStyle}
          style={{ position: 'absolute', inset: 0 }}
          interactiveLayerIds={markers === 'clustered' && onOpenStation ? [CLUSTER_LAYER, STATION_LAYER] : []}
          onClick={(event) => void onClick(event)}
          onIdle={(event) => {
            // Counted once the stations are drawn: an idle before the clustered layer exists (right after load) is not
            // a map. HTML markers are DOM elements, drawn with the first render.
            const instance = event.target;
            if (markers === 'clustered' && !(imagesReady && instance.getSource(SOURCE_ID) && instance.isSourceLoaded(SOURCE_ID))) return;
            setIdleCount((count) => count + 1);
          }}
          onError={() => {
            // A style that could not be fetched or read (offline, blocked): the bundled one takes over.
            if (remote && !styleLoaded.current) setStyleFailed(true);
          }}
          onMoveEnd={reportView}
          onLoad={(event) => {
            styleLoaded.current = true;
            reportView();
            event.target.setMissingStyleImageResolver(resolveImage);
            event.target.resize();
            frame.current();
            setImagesReady(true);
          }}
          onMoveStart={(event) => {
            // Only a move the driver makes (drag, wheel, keys, buttons) carries the browser's event.
            if (event.originalEvent) userMoved.current = true;
          }}
          attributionControl={false}
          cursor="auto"
          locale={{
            'NavigationControl.ZoomIn': intl.formatMessage({ id: 'search.SearchMap.zoomIn' }),
            'NavigationControl.ZoomOut': intl.formatMessage({ id: 'search.SearchMap.zoomOut' }),
            'NavigationControl.ResetBearing': intl.formatMessage({ id: 'search.SearchMap.resetBearing' }),
          }}
        >
          <NavigationControl showCompass={false} />
          {markers === 'clustered' ? (
            imagesReady && (
              <Source id={SOURCE_ID} type="geojson" data={data} cluster clusterRadius={50} clusterMaxZoom={14}>
                <Layer
                  id={CLUSTER_LAYER}
                  type="symbol"
                  filter={['has', 'point_count']}
                  layout={{
                    'icon-image': ['concat', CLUSTER_IMAGE_PREFIX, ['get', 'point_count_abbreviated']],
                    'icon-allow-overlap': true,
                  }}
                />
                <Layer
                  id={STATION_LAYER}
                  type="symbol"
                  filter={['!', ['has', 'point_count']]}
                  layout={{
                    'icon-image': ['case', ['==', ['get', 'id'], selectedStationId ?? -1], SELECTED_PIN_IMAGE, PIN_IMAGE],
                    'icon-anchor': 'bottom',
                    'icon-allow-overlap': true,
                  }}
                />
              </Source>
            )
          ) : (
            // The slow reference of the benchmark: one DOM element per station.
            stations.map((station) => (
              <Marker key={station.id} longitude={station.longitude} latitude={station.latitude} anchor="bottom">
                <button
                  type="button"
                  className={htmlPin}
                  aria-label={station.name}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpenStation?.(station);
                  }}
                >
                  <span className={htmlPinShape} />
                </button>
              </Marker>
            ))
          )}
          {position && (
            <Marker longitude={position.longitude} latitude={position.latitude}>
              <span className={userDot} role="img" aria-label={intl.formatMessage({ id: 'search.SearchMap.userPosition' })} />
            </Marker>
          )}
        </MapGL>
      )}
      {styleFailed && (
        <p className={notice} role="status">
          {intl.formatMessage({ id: 'search.SearchMap.styleFallback' })}
        </p>
      )}
    </div>
  );
}
