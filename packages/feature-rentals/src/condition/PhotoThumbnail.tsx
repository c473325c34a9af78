import { useEffect, useState } from 'react';
import * as c from './ConditionCard.css.ts';
import type { QueuedPhoto } from './queue.ts';

/** Props of {@link PhotoThumbnail}. */
export interface PhotoThumbnailProps {
  /** The chosen photo: its prepared bytes and type (the queue's form, D17). */
  photo: Pick<QueuedPhoto, 'data' | 'type'>;
  /** What the photo shows, for a screen reader ("Photo 1 : Avant"). */
  alt: string;
}

/**
 * A chosen photo of the condition report, before it is sent (issue 35 item 3): drawn from its bytes through an object
 * URL, made once the thumbnail shows and revoked when it goes (the photo removed, the damage added, the dialog closed)
 * or when the photo is replaced. The box has its size from the start: nothing moves while the picture loads.
 */
export function PhotoThumbnail({ photo, alt }: PhotoThumbnailProps) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // Made and revoked by the same effect: under StrictMode's second run, a URL is never shown after its revocation.
    const made = URL.createObjectURL(new Blob([photo.data], { type: photo.type }));
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [photo.data, photo.type]);
  // Until the URL exists, the empty box of the same size (an <img> without a source would draw its alt text).
  return url ? <img className={c.thumbnail} src={url} alt={alt} width={72} height={72} decoding="async" /> : <span className={c.thumbnail} aria-hidden="true" />;
}
