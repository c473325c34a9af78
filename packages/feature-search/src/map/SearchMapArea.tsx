import type { Station } from '@frontoffice/api-client';
import { Button } from '@frontoffice/ui/Button';
import { LocateIcon } from '@frontoffice/ui/icons';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { LazySearchMap } from './LazySearchMap.tsx';
import { statusLine, tool, tools } from './SearchMapArea.css.ts';
import type { SearchMapProps } from './searchMapProps.ts';
import type { DriverPosition, PositionStatus } from './useDriverPosition.ts';

const m = {
  locate: { id: 'search.SearchMapArea.locate', defaultMessage: 'Me localiser' },
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
export interface SearchMapAreaProps extends Omit<SearchMapProps, 'position' | 'stations'> {
  /** The tenant's stations. */
  stations: readonly Station[];
  /** The driver's position and how to ask for it (decision D33). */
  driver: DriverPosition;
  /** The form lists the stations nearest first once the position is known (station engine): the line says so. */
  listsNearest: boolean;
}

/**
 * The search view's map (spec §2) with what goes around it: the "locate me" control (decision D33: the position is
 * asked for only when the driver presses it) and one quiet line saying where that request stands. The controls are
 * real buttons outside the canvas, so that they work by keyboard and without WebGL.
 */
export function SearchMapArea({ stations, driver, listsNearest, ...map }: SearchMapAreaProps) {
  const intl = useIntl();
  const message = driver.status === 'located' && !listsNearest ? null : STATUS_MESSAGES[driver.status];
  return (
    <>
      <LazySearchMap stations={stations} position={driver.position} {...map} />
      <div className={tools}>
        <Button
          className={tool}
          size="sm"
          variant="secondary"
          icon={<LocateIcon />}
          onPress={driver.locate}
          isPending={driver.status === 'locating'}
        >
          {intl.formatMessage(m.locate)}
        </Button>
      </div>
      <p className={statusLine} role="status">
        {message ? intl.formatMessage(message) : ''}
      </p>
    </>
  );
}
