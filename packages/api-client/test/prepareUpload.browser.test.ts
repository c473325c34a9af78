// Decision D35 in a real browser: photos larger than 2,560 px on their long side are scaled down to JPEG with
// createImageBitmap and canvases before they are sent.
import { describe, expect, it } from 'vitest';
import { prepareUpload } from '../src/index.ts';

/** A photo-like image (gradients and noise, so the encoder has work to do) of the given size and type. */
async function image(width: number, height: number, type: 'image/jpeg' | 'image/png', name: string, opaque = true): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  if (opaque) {
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
  }
  context.fillStyle = '#111';
  context.font = `${Math.round(height / 8)}px sans-serif`;
  context.fillText('PERMIS', width / 10, height / 2);
  const blob = await canvas.convertToBlob({ type, quality: 0.92 });
  return new File([blob], name, { type });
}

async function sizeOf(file: Blob) {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

async function head(file: Blob, length: number) {
  return [...new Uint8Array(await file.slice(0, length).arrayBuffer())];
}

describe('prepareUpload in Chromium (D35)', () => {
  it('D35 scales a 6000 × 4000 JPEG down to a 2560 × 1707 JPEG', async () => {
    const original = await image(6000, 4000, 'image/jpeg', 'licence-front.jpg');
    const prepared = await prepareUpload(original);
    expect(prepared).toMatchObject({ ok: true, kind: 'jpeg', scaled: true });
    if (!prepared.ok) return;
    expect(await sizeOf(prepared.file)).toEqual({ width: 2560, height: 1707 });
    expect(await head(prepared.file, 3)).toEqual([0xff, 0xd8, 0xff]);
    expect([prepared.file.name, prepared.file.type]).toEqual(['licence-front.jpg', 'image/jpeg']);
    expect(prepared.file.size).toBeLessThan(original.size);
  });

  it('D35 a portrait PNG larger than 2,560 px becomes a JPEG (renamed .jpg), transparent parts white', async () => {
    const original = await image(1500, 3000, 'image/png', 'selfie.png', false);
    const prepared = await prepareUpload(original);
    expect(prepared).toMatchObject({ ok: true, kind: 'jpeg', scaled: true });
    if (!prepared.ok) return;
    expect(await sizeOf(prepared.file)).toEqual({ width: 1280, height: 2560 });
    expect(prepared.file.name).toBe('selfie.jpg');
    const bitmap = await createImageBitmap(prepared.file);
    const canvas = new OffscreenCanvas(1, 1);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0, 1, 1, 0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    expect(Math.min(red!, green!, blue!)).toBeGreaterThan(240);
  });

  it('D35 keeps a photo of 2,560 px or less untouched', async () => {
    const original = await image(2560, 1440, 'image/jpeg', 'identity.jpg');
    await expect(prepareUpload(original)).resolves.toEqual({ ok: true, file: original, kind: 'jpeg', scaled: false });
  });

  it('D17 a PDF is never decoded nor changed', async () => {
    const original = new File(['%PDF-1.7\n%…'], 'scan.pdf', { type: 'application/pdf' });
    await expect(prepareUpload(original)).resolves.toEqual({ ok: true, file: original, kind: 'pdf', scaled: false });
  });
});
