/**
 * Uploads (spec §5, decisions D17 and D35): png, jpeg or pdf, recognised by content, never empty, 10 MB at most after
 * preparation; photos larger than 2,560 px on their long side are scaled down before sending.
 */

/** Upload limit in bytes (D17: 10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** File kinds accepted (spec §5). */
export const UPLOAD_KINDS = ['png', 'jpeg', 'pdf'] as const;
/** An accepted file kind. */
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Kinds that are photos (the account photo takes only these; only these are scaled down). */
export const PHOTO_KINDS = ['png', 'jpeg'] as const satisfies readonly UploadKind[];

/** The `accept` attribute of the file inputs. */
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,application/pdf';

/** The media type of each kind, for `accept` lists and the files sent. */
export const UPLOAD_MEDIA_TYPES = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' } as const satisfies Record<UploadKind, string>;

/** The file name extension of each kind (the demo API checks that a name matches its content). */
export const UPLOAD_EXTENSIONS = { png: 'png', jpeg: 'jpg', pdf: 'pdf' } as const satisfies Record<UploadKind, string>;

/** D35: photos are scaled down beyond this many pixels on their long side. */
export const MAX_PHOTO_LONG_SIDE = 2560;

/** iOS Safari draws nothing on a canvas of more than 4096 × 4096 pixels (shared/toolchain.md). */
export const MAX_CANVAS_PIXELS = 4096 * 4096;

const SIGNATURES: readonly [UploadKind, readonly number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** How many first bytes {@link detectUploadKind} needs. */
export const UPLOAD_SIGNATURE_BYTES = 8;

/** The kind of a file from its first bytes (D17: by content, not by name), or null for anything else. */
export function detectUploadKind(head: Uint8Array): UploadKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (signature.every((byte, i) => head[i] === byte)) return kind;
  }
  return null;
}

/** Why a file is refused before sending (stable keys; features map them to messages). */
export type UploadRefusal = 'file-empty' | 'file-type-invalid' | 'file-too-big';

/**
 * An upload's error (D17, D35): 'file-empty' for 0 bytes; 'file-type-invalid' unless one of `kinds` by content;
 * 'file-too-big' over 10 MB. Check again after preparation: the size that counts is the size sent.
 * @param kinds the kinds this upload takes
 * @default kinds UPLOAD_KINDS
 */
export function validateUpload({
  head,
  size,
  kinds = UPLOAD_KINDS,
}: {
  head: Uint8Array;
  size: number;
  kinds?: readonly UploadKind[];
}): UploadRefusal | null {
  if (size === 0) return 'file-empty';
  const kind = detectUploadKind(head);
  if (kind === null || !kinds.includes(kind)) return 'file-type-invalid';
  return size > MAX_UPLOAD_BYTES ? 'file-too-big' : null;
}

/** A width and a height in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size a photo is sent at (D35): unchanged up to `maxLongSide` on its long side, else scaled down to it with
 * the same proportions (6000 × 4000 → 2560 × 1707).
 * @default maxLongSide MAX_PHOTO_LONG_SIDE
 */
export function scaledPhotoSize(size: PixelSize, maxLongSide: number = MAX_PHOTO_LONG_SIDE): PixelSize {
  const longSide = Math.max(size.width, size.height);
  if (longSide <= maxLongSide) return { width: size.width, height: size.height };
  const ratio = maxLongSide / longSide;
  return {
    width: Math.max(1, Math.round(size.width * ratio)),
    height: Math.max(1, Math.round(size.height * ratio)),
  };
}

/**
 * The canvases to draw a photo through to scale it down (D35): empty when it needs no scaling, else sizes ending
 * with {@link scaledPhotoSize}. Each step at most halves the previous one, which keeps the browser's bilinear
 * scaling from dropping pixels (aliasing); no canvas exceeds `maxCanvasPixels` (iOS Safari's limit), so a first step
 * that would be larger is shrunk to fit it.
 * @default limits { maxLongSide: MAX_PHOTO_LONG_SIDE, maxCanvasPixels: MAX_CANVAS_PIXELS }
 */
export function photoScalingSteps(
  size: PixelSize,
  limits: { maxLongSide?: number; maxCanvasPixels?: number } = {},
): PixelSize[] {
  const { maxLongSide = MAX_PHOTO_LONG_SIDE, maxCanvasPixels = MAX_CANVAS_PIXELS } = limits;
  const target = scaledPhotoSize(size, maxLongSide);
  if (target.width === size.width && target.height === size.height) return [];
  const steps: PixelSize[] = [];
  let current = size;
  while (current.width / 2 > target.width && current.height / 2 > target.height) {
    let next = { width: Math.round(current.width / 2), height: Math.round(current.height / 2) };
    const pixels = next.width * next.height;
    if (pixels > maxCanvasPixels) {
      const shrink = Math.sqrt(maxCanvasPixels / pixels);
      next = { width: Math.floor(next.width * shrink), height: Math.floor(next.height * shrink) };
    }
    if (next.width <= target.width || next.height <= target.height) break;
    steps.push(next);
    current = next;
  }
  steps.push(target);
  return steps;
}
