/**
 * Uploads (spec §5, decision D17): png, jpeg or pdf, recognised by content, up to 10 MB.
 */

/** Upload limit in bytes (D17: 10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** File kinds accepted (spec §5). */
export const UPLOAD_KINDS = ['png', 'jpeg', 'pdf'] as const;
/** An accepted file kind. */
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The `accept` attribute of the file inputs. */
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,application/pdf';

const SIGNATURES: readonly [UploadKind, readonly number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** The kind of a file from its first bytes (D17: by content, not by name), or null for anything else. */
export function detectUploadKind(head: Uint8Array): UploadKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (signature.every((byte, i) => head[i] === byte)) return kind;
  }
  return null;
}

/** An upload's error (D17): 'file-type-invalid' unless png, jpeg or pdf by content; 'file-too-big' over 10 MB. */
export function validateUpload({
  head,
  size,
}: {
  head: Uint8Array;
  size: number;
}): 'file-type-invalid' | 'file-too-big' | null {
  if (detectUploadKind(head) === null) return 'file-type-invalid';
  return size > MAX_UPLOAD_BYTES ? 'file-too-big' : null;
}
