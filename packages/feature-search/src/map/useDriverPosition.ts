import type { GeoPoint } from '@frontoffice/domain';
import { useCallback, useState } from 'react';

/** Where the driver's position stands: not asked yet, being asked, known, refused or not found. */
export type PositionStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

/** The driver's position and how to ask for it. */
export interface DriverPosition {
  /** The position, once the browser gave it. */
  position: GeoPoint | null;
  /** Where the request stands. */
  status: PositionStatus;
  /** Asks the browser for the position (its permission prompt shows then, the first time). */
  locate: () => void;
}

/**
 * The driver's position, asked for only when the driver presses "locate me" (decision D33): never on page load, so
 * that no permission prompt greets a driver who has not asked for anything. The search view uses it to list the
 * nearest stations first and to show the driver on the map.
 */
export function useDriverPosition(): DriverPosition {
  const [position, setPosition] = useState<GeoPoint | null>(null);
  const [status, setStatus] = useState<PositionStatus>('idle');
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
        setStatus('located');
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  }, []);
  return { position, status, locate };
}
