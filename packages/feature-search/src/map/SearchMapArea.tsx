import type { Station } from '@frontoffice/api-client';
import { Button } from '@frontoffice/ui/Button';
import { LocateIcon } from '@frontoffice/ui/icons';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { Suspense, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { LazySearchMap } from './LazySearchMap.tsx';
import { mapSlot, statusLine, tool, tools, toolText } from './SearchMapArea.css.ts';
import type { SearchMapProps } from './searchMapProps.ts';
import { LazyStationDialog } from '../pages/lazyViews.ts';
import { StationsInView } from './StationsInView.tsx';
import type { DriverPosition, PositionStatus } from './useDriverPosition.ts';
import { useLoadWhenNear } from '@frontoffice/ui/useLoadWhenNear';

const m = {
  locate: { id: 'search.SearchMapArea.locate', defaultMessage: 'Me localiser' },
  list: { id: 'search.SearchMapArea.list', defaultMessage: 'Liste des stations' },
  locating: { id: 'search.SearchMapArea.locating', defaultMessage: 'Recherche de votre position…' },
  located: { id: 'search.SearchMapArea.located', defaultMessage: 'Les stations les plus proches de vous sont proposées en premier.' },
  denied: { id: 'search.SearchMap.positionDenied', defaultMessage: "Votre position n'est pas affichée : l'accès à la localisation a été refusé." },
  unavailable: { id: 'search.SearchMap.positionUnavailable', defaultMessage: "Votre position n'a pas pu être déterminée." },
} satisfies Record<string, MessageDescriptor>;

const STATUS_MESSAGES: Record<PositionStatus, MessageDescriptor | null> = {
  idle: null,
  locating: m.locating,
  located: m.located,
  denied: m.denied,
  unavailable: m.unavailable,
};

/** Props of {@link SearchMapArea}. */
export interface SearchMapAreaProps extends Omit<SearchMapProps, 'position' | 'stations' | 'onOpenStation' | 'onViewChange'> {
  /** The tenant's stations. */
  stations: readonly Station[];
  /** The driver's position and how to ask for it (decision D33). */
  driver: DriverPosition;
  /** The form lists the stations nearest first once the position is known (station engine): the line says so. */
  listsNearest: boolean;
  /** One-way search: the info window offers choose-as-end (spec §2). */
  oneWay: boolean;
  /** Choose-as-start in the info window; absent when the form has no start station (address engine). */
  onChooseStart?: (station: Station) => void;
  /** Choose-as-end in the info window, on one-way searches. */
  onChooseEnd?: (station: Station) => void;
  /**
   * Whether the page's own content (the form) has been drawn: the map's code is requested only after it, once the
   * map's place is near the viewport (issue 18: on a phone it sits below the form).
   * @default true
   */
  contentShown?: boolean;
}

/**
 * The search view's map (spec §2) with what goes around it, all real buttons outside the canvas, so that they work by
 * keyboard, with a screen reader and without WebGL: "locate me" (decision D33: the position is asked for only then)
 * with one quiet line saying where that request stands, the list of the stations in view (issue 17: the pins without
 * a pointer), and the station's info window as a dialog. The map itself comes after the page (issue 18): its buttons
 * and list work before it has loaded, and without it.
 */
export function SearchMapArea({ stations, driver, listsNearest, oneWay, onChooseStart, onChooseEnd, contentShown = true, ...map }: SearchMapAreaProps) {
  const intl = useIntl();
  const slot = useRef<HTMLDivElement>(null);
  const loadMap = useLoadWhenNear(slot, contentShown);
  const [open, setOpenStation] = useState<Station | null>(null);
  // The info window's chunk loads with the first station opened; the dialog then stays mounted (it animates closed).
  const [dialogUsed, setDialogUsed] = useState(false);
  const setOpen = (station: Station | null) => {
    if (station) setDialogUsed(true);
    setOpenStation(station);
  };
  const [listed, setListed] = useState(false);
  const [bounds, setBounds] = useState<[number, number, number, number] | null>(null);
  const message = driver.status === 'located' && !listsNearest ? null : STATUS_MESSAGES[driver.status];
  return (
    <>
      <div ref={slot} className={mapSlot}>
        {loadMap ? (
          <LazySearchMap stations={stations} position={driver.position} onOpenStation={setOpen} onViewChange={setBounds} {...map} />
        ) : (
          <Skeleton width="100%" height="100%" />
        )}
      </div>
      <div className={tools}>
        <Button className={tool} size="sm" variant="secondary" icon={<LocateIcon />} onPress={driver.locate} isPending={driver.status === 'locating'}>
          <span className={toolText}>{intl.formatMessage(m.locate)}</span>
        </Button>
        <Button className={tool} size="sm" variant="secondary" aria-expanded={listed} onPress={() => setListed((shown) => !shown)}>
          {intl.formatMessage(m.list)}
        </Button>
      </div>
      {listed ? (
        <StationsInView stations={stations} bounds={bounds} from={driver.position} onOpen={setOpen} />
      ) : (
        <p className={statusLine} role="status">
          {message ? intl.formatMessage(message) : ''}
        </p>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <LazyStationDialog
            station={open}
            onClose={() => setOpen(null)}
            onChooseStart={
              onChooseStart &&
              ((station) => {
                onChooseStart(station);
                setListed(false);
              })
            }
            onChooseEnd={oneWay ? onChooseEnd : undefined}
          />
        </Suspense>
      )}
    </>
  );
}
