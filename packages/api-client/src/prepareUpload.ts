// Decisions D17 and D35: what the browser checks and changes in a file before it is sent.
import {
  MAX_UPLOAD_BYTES,
  PHOTO_KINDS,
  type PixelSize,
  UPLOAD_EXTENSIONS,
  UPLOAD_KINDS,
  UPLOAD_MEDIA_TYPES,
  UPLOAD_SIGNATURE_BYTES,
  type UploadKind,
  type UploadRefusal,
  detectUploadKind,
  photoScalingSteps,
  validateUpload,
} from '@frontoffice/domain';

/**
 * Why a file is refused before sending, as spec §8 codes: the app shows `errors.<code>`. `FILE_EMPTY` is ours
 * (D35: a 0-byte file is refused); the server has no such code.
 */
export type UploadRefusalCode = 'FILE_EMPTY' | 'INVALID_FILE_TYPE' | 'FILE_TOO_BIG';

const REFUSAL_CODES: Record<UploadRefusal, UploadRefusalCode> = {
  'file-empty': 'FILE_EMPTY',
  'file-type-invalid': 'INVALID_FILE_TYPE',
  'file-too-big': 'FILE_TOO_BIG',
};

/** A file ready to send, or why it is refused. */
export type PreparedUpload =
  | {
      ok: true;
      /** What to send: the original file, or the scaled-down JPEG; named with its content's extension. */
      file: File;
      /** Its kind by content. */
      kind: UploadKind;
      /** Whether the photo was scaled down or re-encoded. */
      scaled: boolean;
    }
  | { ok: false; code: UploadRefusalCode };

/** Options of {@link prepareUpload}. */
export interface PrepareUploadOptions {
  /**
   * The kinds this upload takes (the account photo takes png and jpeg only).
   * @default ['png', 'jpeg', 'pdf']
   */
  kinds?: readonly UploadKind[];
  /**
   * JPEG quality of a scaled-down photo, between 0 and 1.
   * @default 0.85
   */
  jpegQuality?: number;
}

/**
 * Checks and prepares a file before sending (D17, D35): refuses a 0-byte file (`FILE_EMPTY`) and anything that is
 * not png, jpeg or pdf by its first bytes whatever its name (`INVALID_FILE_TYPE`); scales a photo larger than 2,560 px
 * on its long side down to a JPEG in the browser, in steps that keep every canvas under iOS's limit (a photo over
 * 10 MB is re-encoded too); then refuses more than 10 MB (`FILE_TOO_BIG`). Makes no request.
 *
 * Where the browser cannot decode images (no `createImageBitmap`, or a file it cannot read), the photo is sent as it
 * is and the size limit still applies.
 */
export async function prepareUpload(file: File, options: PrepareUploadOptions = {}): Promise<PreparedUpload> {
  const { kinds = UPLOAD_KINDS, jpegQuality = 0.85 } = options;
  const head = new Uint8Array(await file.slice(0, UPLOAD_SIGNATURE_BYTES).arrayBuffer());
  const refusal = validateUpload({ head, size: file.size, kinds });
  const kind = detectUploadKind(head);
  // Only the size may still change: a photo over 10 MB can shrink below it once prepared.
  if (kind === null || (refusal && !(refusal === 'file-too-big' && isPhoto(kind)))) return refused(refusal ?? 'file-type-invalid');

  let prepared = renamed(file, kind);
  let scaled = false;
  if (isPhoto(kind)) {
    const jpeg = await scaleDownPhoto(file, { force: file.size > MAX_UPLOAD_BYTES, quality: jpegQuality });
    if (jpeg) {
      prepared = renamed(new File([jpeg], file.name, { type: UPLOAD_MEDIA_TYPES.jpeg, lastModified: file.lastModified }), 'jpeg');
      scaled = true;
    }
  }
  const finalHead = new Uint8Array(await prepared.slice(0, UPLOAD_SIGNATURE_BYTES).arrayBuffer());
  const after = validateUpload({ head: finalHead, size: prepared.size, kinds: scaled ? [...kinds, 'jpeg'] : kinds });
  if (after) return refused(after);
  return { ok: true, file: prepared, kind: scaled ? 'jpeg' : kind, scaled };
}

function refused(refusal: UploadRefusal): PreparedUpload {
  return { ok: false, code: REFUSAL_CODES[refusal] };
}

function isPhoto(kind: UploadKind): boolean {
  return (PHOTO_KINDS as readonly UploadKind[]).includes(kind);
}

/**
 * The same content named with the extension of what it is (`scan.JPG` of a PNG becomes `scan.png`): the server
 * refuses a name that does not match the content (INVALID_FILE_EXTENSION), and the content has been checked.
 */
function renamed(file: File, kind: UploadKind): File {
  const base = file.name.replace(/\.[^./\\]*$/, '') || 'document';
  const name = `${base}.${UPLOAD_EXTENSIONS[kind]}`;
  if (name === file.name && file.type === UPLOAD_MEDIA_TYPES[kind]) return file;
  return new File([file], name, { type: UPLOAD_MEDIA_TYPES[kind], lastModified: file.lastModified });
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

/**
 * The photo as a JPEG no larger than 2,560 px on its long side (D35), or null when it is kept as it is (small
 * enough, or the browser cannot decode it).
 * @param force re-encode even when no scaling is needed (a photo over 10 MB)
 */
async function scaleDownPhoto(file: File, { force, quality }: { force: boolean; quality: number }): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    // EXIF orientation is applied by the decoder, so the JPEG drawn from it is upright without its EXIF.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const steps = photoScalingSteps({ width: bitmap.width, height: bitmap.height });
    if (steps.length === 0 && !force) return null;
    return await drawInSteps(bitmap, steps.length > 0 ? steps : [{ width: bitmap.width, height: bitmap.height }], quality);
  } finally {
    bitmap.close();
  }
}

async function drawInSteps(bitmap: ImageBitmap, steps: readonly PixelSize[], quality: number): Promise<Blob | null> {
  let source: CanvasImageSource = bitmap;
  let canvas: AnyCanvas | null = null;
  for (const step of steps) {
    const next = makeCanvas(step);
    const context = next.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return null;
    // JPEG has no transparency: a transparent PNG becomes white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, step.width, step.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, step.width, step.height);
    if (canvas) release(canvas);
    canvas = next;
    source = next;
  }
  if (!canvas) return null;
  const blob = await toJpeg(canvas, quality);
  release(canvas);
  return blob;
}

function makeCanvas({ width, height }: PixelSize): AnyCanvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** Frees a canvas's pixels now (Safari keeps them until collected, and counts them against its canvas budget). */
function release(canvas: AnyCanvas) {
  canvas.width = 0;
  canvas.height = 0;
}

function toJpeg(canvas: AnyCanvas, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: UPLOAD_MEDIA_TYPES.jpeg, quality });
  return new Promise((resolve) => canvas.toBlob(resolve, UPLOAD_MEDIA_TYPES.jpeg, quality));
}
