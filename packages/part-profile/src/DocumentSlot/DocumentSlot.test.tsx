import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { DocumentSlot } from './DocumentSlot.tsx';

setupMswServer();

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const MZ = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00];
const fileOf = (head: number[], name: string, type: string) => {
  const bytes = new Uint8Array(64);
  bytes.set(head);
  return new File([bytes], name, { type });
};

/** The file inputs of the slot: the phone camera's (with `capture`) and the picker's. */
const inputs = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('input[type="file"]')];
const pickerOf = (container: HTMLElement) => {
  const picker = inputs(container).find((input) => !input.hasAttribute('capture'));
  if (!picker) throw new Error('no file picker in the slot');
  return picker;
};

describe('DocumentSlot (spec §4, §7, §8; D17, D35): one upload slot for the signup and the account', () => {
  it('phones: a document opens the back camera, the selfie and the account photo the front one, "Take a selfie" for the selfie', async () => {
    const page = await renderPage(
      <>
        <DocumentSlot kind="licence_front" label="Permis, recto" />
        <DocumentSlot kind="selfie" label="Selfie" />
        <DocumentSlot kind="photo" label="Photo de profil" description="Votre visage, bien éclairé" />
      </>,
      { signedInAs: 'new@example.com' },
    );
    await screen.findByRole('button', { name: 'Choisir un fichier: Permis, recto' });
    const cameras = inputs(page.container).filter((input) => input.hasAttribute('capture'));
    expect(cameras.map((input) => input.getAttribute('capture'))).toEqual(['environment', 'user', 'user']);
    expect(screen.getAllByText('Prendre une photo')).toHaveLength(2);
    expect(screen.getAllByText('Prendre un selfie')).toHaveLength(1);
    // The accepted formats are the hint unless the slot has its own.
    expect(screen.getAllByText('Photo (PNG ou JPEG) ou PDF, 10 Mo au maximum')).toHaveLength(2);
    expect(screen.getByText('Votre visage, bien éclairé')).toBeTruthy();
  });

  it('§8 in the signup: a sent file is said by the slot only, without a notification', async () => {
    const page = await renderPage(<DocumentSlot kind="licence_front" label="Permis, recto" />, { signedInAs: 'new@example.com' });
    await screen.findByRole('button', { name: 'Choisir un fichier: Permis, recto' });
    fireEvent.change(pickerOf(page.container), { target: { files: [fileOf(PDF, 'recto.pdf', 'application/pdf')] } });
    expect(await screen.findByText('Envoyé', {}, { timeout: 5000 })).toBeTruthy();
    expect(requestsTo(page.requests, 'POST', '/user/documents')).toHaveLength(1);
    expect(page.notifier.notify).not.toHaveBeenCalled();
  });

  it('§8 on the account: a first file gives file-sent, a replacement file-changed', async () => {
    const page = await renderPage(<DocumentSlot notifyUploaded kind="licence_front" label="Permis, recto" />, { signedInAs: 'new@example.com' });
    await screen.findByRole('button', { name: 'Choisir un fichier: Permis, recto' });
    fireEvent.change(pickerOf(page.container), { target: { files: [fileOf(PDF, 'recto.pdf', 'application/pdf')] } });
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Fichier envoyé.', tone: 'success' }));
    await screen.findByRole('button', { name: 'Remplacer: Permis, recto' });
    fireEvent.change(pickerOf(page.container), { target: { files: [fileOf(PDF, 'recto-2.pdf', 'application/pdf')] } });
    await waitFor(() => expect(page.notifier.notify).toHaveBeenLastCalledWith({ title: 'Fichier remplacé.', tone: 'success' }));
  });

  it('D35: a file whose content is not an image or a PDF is refused in the slot, nothing is sent', async () => {
    const page = await renderPage(<DocumentSlot kind="licence_front" label="Permis, recto" />, { signedInAs: 'new@example.com' });
    await screen.findByRole('button', { name: 'Choisir un fichier: Permis, recto' });
    fireEvent.change(pickerOf(page.container), { target: { files: [fileOf(MZ, 'recto.pdf', 'application/pdf')] } });
    expect(await screen.findByText("Ce type de fichier n'est pas accepté : envoyez une image PNG ou JPEG, ou un PDF.")).toBeTruthy();
    expect(requestsTo(page.requests, 'POST', '/user/documents')).toHaveLength(0);
  });

  it('§8: a server refusal shows its code\'s message on that file only, in English too', async () => {
    const page = await renderPage(
      <>
        <DocumentSlot kind="licence_front" label="Licence, front" />
        <DocumentSlot kind="licence_back" label="Licence, back" />
      </>,
      { signedInAs: 'new@example.com', lang: 'en' },
    );
    await screen.findByRole('button', { name: 'Choose a file: Licence, front' });
    page.api.state.faults.push({
      id: 1, operation: 'uploadUserDocument', mode: 'error', status: 400, code: 'FILE_TOO_BIG', remaining: 1, timeout_ms: 0,
      after_percent: 0, scope: null, remove: [], set: {},
    });
    fireEvent.change(pickerOf(page.container), { target: { files: [fileOf(PDF, 'front.pdf', 'application/pdf')] } });
    await screen.findByText('This file is too large: 10 MB at most.', {}, { timeout: 5000 });
    expect(screen.getAllByText('This file is too large: 10 MB at most.')).toHaveLength(1);
    // The other slot still waits for its file.
    expect(screen.queryByRole('button', { name: 'Try again: Licence, back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a file: Licence, back' })).toBeTruthy();
  });

  // Issue 31 (defect 16): a refused file was offered a retry, which could only be refused again.
  it.each([
    [400, 'FILE_TOO_BIG', 'This file is too large: 10 MB at most.'],
    [413, 'FILE_TOO_BIG', 'This file is too large: 10 MB at most.'],
    [422, 'INVALID_FILE_TYPE', 'This type of file is not accepted: send a PNG or JPEG image, or a PDF.'],
    [422, 'INVALID_FILE_EXTENSION', 'File extension not accepted: only png, jpeg and pdf files are.'],
  ])('spec §8, D35: a file the server refuses (%i %s) offers choosing another file, not a retry', async (status, code, message) => {
    const page = await renderPage(<DocumentSlot kind="licence_front" label="Licence, front" />, { signedInAs: 'new@example.com', lang: 'en' });
    await screen.findByRole('button', { name: 'Choose a file: Licence, front' });
    page.api.state.faults.push({
      id: 1, operation: 'uploadUserDocument', mode: 'error', status, code, remaining: 1, timeout_ms: 0,
      after_percent: 0, scope: null, remove: [], set: {},
    });
    fireEvent.change(pickerOf(page.container), { target: { files: [fileOf(PDF, 'front.pdf', 'application/pdf')] } });
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again: Licence, front' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose another file: Licence, front' })).toBeTruthy();
    expect(requestsTo(page.requests, 'POST', '/user/documents')).toHaveLength(1);
  });

  it('spec §8: a cut connection keeps its retry, which sends the same file', async () => {
    const page = await renderPage(<DocumentSlot kind="licence_front" label="Licence, front" />, { signedInAs: 'new@example.com', lang: 'en' });
    await screen.findByRole('button', { name: 'Choose a file: Licence, front' });
    page.api.state.faults.push({
      id: 1, operation: 'uploadUserDocument', mode: 'cut', status: 500, code: 'INTERNAL_ERROR', remaining: 1, timeout_ms: 0,
      after_percent: 50, scope: null, remove: [], set: {},
    });
    fireEvent.change(pickerOf(page.container), { target: { files: [fileOf(PDF, 'front.pdf', 'application/pdf')] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again: Licence, front' }, { timeout: 5000 }));
    expect(await screen.findByText('Sent', {}, { timeout: 5000 })).toBeTruthy();
  });
});
