import { describe, expect, it } from 'vitest';
import {
  detectUploadKind,
  MAX_CANVAS_PIXELS,
  MAX_UPLOAD_BYTES,
  PHOTO_KINDS,
  photoScalingSteps,
  scaledPhotoSize,
  validateUpload,
} from './files.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31);
const GIF = bytes(0x47, 0x49, 0x46, 0x38);
const EXE = bytes(0x4d, 0x5a, 0x90, 0x00);

describe('uploads (spec §5, D17, D35)', () => {
  it.each([
    ['png', PNG, 'png'],
    ['jpeg', JPEG, 'jpeg'],
    ['pdf', PDF, 'pdf'],
    ['gif', GIF, null],
    ['Windows executable (MZ)', EXE, null],
    ['truncated png signature', PNG.slice(0, 4), null],
    ['empty', bytes(), null],
  ])('D17 a %s file is recognised by content as %s', (_, head, kind) => {
    expect(detectUploadKind(head)).toBe(kind);
  });

  it.each([
    ['png under the limit', PNG, 1000, undefined, null],
    ['pdf exactly 10 MB', PDF, MAX_UPLOAD_BYTES, undefined, null],
    ['jpeg one byte over 10 MB', JPEG, MAX_UPLOAD_BYTES + 1, undefined, 'file-too-big'],
    ['gif', GIF, 10, undefined, 'file-type-invalid'],
    ['renamed .exe (MZ header)', EXE, 10, undefined, 'file-type-invalid'],
    ['0-byte file (D35)', bytes(), 0, undefined, 'file-empty'],
    ['0-byte file whose head claims jpeg', JPEG, 0, undefined, 'file-empty'],
    ['pdf where only photos are taken (account photo)', PDF, 1000, PHOTO_KINDS, 'file-type-invalid'],
    ['jpeg where only photos are taken', JPEG, 1000, PHOTO_KINDS, null],
    ['an unknown type over 10 MB is refused for its type first', GIF, MAX_UPLOAD_BYTES + 1, undefined, 'file-type-invalid'],
  ] as const)('D17/D35 %s', (_, head, size, kinds, expected) => {
    expect(validateUpload({ head, size, kinds })).toBe(expected);
  });

  it.each([
    ['D35 6000 × 4000 landscape', { width: 6000, height: 4000 }, { width: 2560, height: 1707 }],
    ['D35 4000 × 6000 portrait', { width: 4000, height: 6000 }, { width: 1707, height: 2560 }],
    ['D35 exactly 2560 on the long side is kept', { width: 2560, height: 1440 }, { width: 2560, height: 1440 }],
    ['D35 2561 × 2561 square', { width: 2561, height: 2561 }, { width: 2560, height: 2560 }],
    ['D35 a small photo is kept', { width: 800, height: 600 }, { width: 800, height: 600 }],
    ['D35 a panorama keeps at least one pixel', { width: 100_000, height: 10 }, { width: 2560, height: 1 }],
  ])('%s', (_, size, expected) => {
    expect(scaledPhotoSize(size)).toEqual(expected);
  });

  it.each([
    ['no scaling needed', { width: 2000, height: 1500 }, []],
    ['less than half: one step', { width: 4000, height: 3000 }, [{ width: 2560, height: 1920 }]],
    ['6000 × 4000: halves once, then to the target', { width: 6000, height: 4000 }, [{ width: 3000, height: 2000 }, { width: 2560, height: 1707 }]],
    [
      '12000 × 9000 (108 Mpx): halving gives 27 Mpx, so the first canvas is shrunk under the iOS limit',
      { width: 12000, height: 9000 },
      [{ width: 4729, height: 3547 }, { width: 2560, height: 1920 }],
    ],
  ])('D35 scaling steps, %s', (_, size, expected) => {
    expect(photoScalingSteps(size)).toEqual(expected);
  });

  it('D35 a canvas limit that would shrink an intermediate step below the target goes straight to the target', () => {
    expect(photoScalingSteps({ width: 8000, height: 8000 }, { maxCanvasPixels: 4_000_000 })).toEqual([{ width: 2560, height: 2560 }]);
  });

  it.each([
    [6000, 4000],
    [12000, 9000],
    [20000, 20000],
    [50000, 300],
    [2561, 100],
  ])('D35 no canvas of the steps for %i × %i exceeds the iOS limit, none grows, and the last is the target', (width, height) => {
    const steps = photoScalingSteps({ width, height });
    let previous = { width, height };
    for (const step of steps) {
      expect(step.width * step.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
      expect(step.width).toBeLessThanOrEqual(previous.width);
      expect(step.height).toBeLessThanOrEqual(previous.height);
      previous = step;
    }
    expect(steps.at(-1)).toEqual(scaledPhotoSize({ width, height }));
  });
});
