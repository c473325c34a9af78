import { describe, expect, it } from 'vitest';
import { detectUploadKind, MAX_UPLOAD_BYTES, validateUpload } from './files.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31);
const GIF = bytes(0x47, 0x49, 0x46, 0x38);

describe('uploads (spec §5, D17)', () => {
  it.each([
    ['png', PNG, 'png'],
    ['jpeg', JPEG, 'jpeg'],
    ['pdf', PDF, 'pdf'],
    ['gif', GIF, null],
    ['empty', bytes(), null],
  ])('D17 a %s file is recognised by content as %s', (_, head, kind) => {
    expect(detectUploadKind(head)).toBe(kind);
  });

  it.each([
    ['png under the limit', PNG, 1000, null],
    ['pdf exactly 10 MB', PDF, MAX_UPLOAD_BYTES, null],
    ['jpeg one byte over 10 MB', JPEG, MAX_UPLOAD_BYTES + 1, 'file-too-big'],
    ['gif', GIF, 10, 'file-type-invalid'],
  ])('D17 %s', (_, head, size, expected) => {
    expect(validateUpload({ head, size })).toBe(expected);
  });
});
