// The upload building block (issue 12): prepare → upload with progress → attach → refresh (spec §4, §7, §8; D17, D35).
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiClientProvider,
  ApiError,
  type UseDocumentUploadOptions,
  createQueryClient,
  prepareUpload,
  uploadErrorCode,
  uploadedDocuments,
  useDocumentUpload,
} from '../src/index.ts';
import * as fx from './fixtures.ts';
import { FakeXhr } from './fakeXhr.ts';
import { makeClient, server, storeSession } from './setup.ts';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const MZ = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00];
const MB = 1024 * 1024;

const fileOf = (head: number[], name: string, type: string, size = head.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
};
const photo = () => fileOf(JPEG, 'licence-front.jpg', 'image/jpeg', 64);
const pdf = () => fileOf(PDF, 'licence-front.pdf', 'application/pdf', 64);

/** Renders the hook like a page does, with the documents the server holds; counts the calls it makes. */
function renderUpload(options: UseDocumentUploadOptions, documents: unknown[] = []) {
  FakeXhr.instances = [];
  storeSession('member', 'member-0', 'refresh-0');
  const calls = { documents: 0, user: 0, attach: [] as unknown[] };
  server.use(
    http.get('/api/user/documents', () => {
      calls.documents += 1;
      return HttpResponse.json({ documents });
    }),
    http.get('/api/user', () => {
      calls.user += 1;
      return HttpResponse.json({ user: fx.user });
    }),
    http.post('/api/user/documents/:id/attach', async ({ request, params }) => {
      calls.attach.push({ id: params.id, body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const client = makeClient({}, { createXhr: () => new FakeXhr() });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  const rendered = renderHook(() => useDocumentUpload(options), { wrapper });
  return { ...rendered, calls };
}

const xhr = (index: number) =>
  vi.waitFor(() => {
    const found = FakeXhr.instances[index];
    if (!found) throw new Error(`no request #${index + 1} yet`);
    return found;
  });

describe('useDocumentUpload', () => {
  it('spec §4/§7: reports the upload progress in percent, then completed, and refreshes the documents', async () => {
    const { result, calls } = renderUpload({ kind: 'licence_front' });
    await waitFor(() => expect(calls.documents).toBe(1));
    act(() => result.current.select(photo()));
    expect(result.current.status).toBe('preparing');
    const request = await xhr(0);
    // The state is rendered after the request starts, which may come a moment later under load (CI).
    await waitFor(() => expect(result.current).toMatchObject({ status: 'uploading', progress: 0, fileName: 'licence-front.jpg' }));
    expect(request.url).toBe('/api/user/documents');
    expect(request.body?.get('document[document_type]')).toBe('licence_front');
    act(() => request.progress(400, 1000));
    expect(result.current.progress).toBe(40);
    act(() => request.progress(1000, 1000));
    expect(result.current.progress).toBe(100);
    act(() => request.respond(201, { document: fx.userDocument }));
    await waitFor(() => expect(result.current.status).toBe('completed'));
    expect(result.current.isUploaded).toBe(true);
    expect(result.current.thumbnailSrc).toMatch(/^blob:/);
    await waitFor(() => expect(calls.documents).toBe(2));
  });

  it('cancel aborts the request and goes back to idle, revoking the thumbnail', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { result } = renderUpload({ kind: 'identity_back' });
    act(() => result.current.select(photo()));
    const request = await xhr(0);
    // The thumbnail is set in the render that follows the file's preparation, which may come after the request starts.
    await waitFor(() => expect(result.current.thumbnailSrc).toMatch(/^blob:/));
    const thumbnail = result.current.thumbnailSrc;
    act(() => request.progress(300, 1000));
    act(() => result.current.cancel());
    expect(request.aborted).toBe(true);
    expect(result.current).toMatchObject({ status: 'idle', progress: null, error: null, fileName: null, thumbnailSrc: null });
    expect(revoke).toHaveBeenCalledWith(thumbnail);
  });

  it('retry after a failed upload sends the same prepared file once more, and only once however often it is pressed', async () => {
    const { result } = renderUpload({ kind: 'selfie' });
    act(() => result.current.select(photo()));
    const first = await xhr(0);
    act(() => first.fail());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: 'network', canRetry: true }));
    act(() => {
      result.current.retry();
      result.current.retry();
    });
    const second = await xhr(1);
    act(() => result.current.retry()); // in flight: does nothing
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.instances).toHaveLength(2);
    const [sent, resent] = [first, second].map((request) => request.body?.get('document[file]') as File);
    expect([resent?.name, resent?.size, resent?.type]).toEqual([sent?.name, sent?.size, sent?.type]);
    act(() => second.respond(201, { document: { id: 5, document_type: 'selfie' } }));
    await waitFor(() => expect(result.current.status).toBe('completed'));
    act(() => result.current.retry()); // completed: nothing to retry
    expect(FakeXhr.instances).toHaveLength(2);
  });

  it.each([
    ['D35 a renamed .exe (MZ header, named licence.pdf) is refused as INVALID_FILE_TYPE', fileOf(MZ, 'licence.pdf', 'application/pdf', 2048), 'INVALID_FILE_TYPE'],
    ['D35 a 0-byte file is refused as FILE_EMPTY', new File([], 'licence.jpg', { type: 'image/jpeg' }), 'FILE_EMPTY'],
    ['D17 an 11 MB PDF is refused as FILE_TOO_BIG', fileOf(PDF, 'scan.pdf', 'application/pdf', 11 * MB), 'FILE_TOO_BIG'],
  ])('%s, without any request', async (_, file, code) => {
    const { result, calls } = renderUpload({ kind: 'licence_front' });
    await waitFor(() => expect(calls.documents).toBe(1));
    act(() => result.current.select(file));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ error: code, canRetry: false, fileName: file.name, failure: null });
    act(() => result.current.retry());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.instances).toHaveLength(0);
    expect(calls.documents).toBe(1);
  });

  // Issue 31 (defect 16): a refused file was offered a retry, which can only be refused again.
  it.each([
    [400, 'FILE_TOO_BIG', { code: 'bad_request', errors: [{ code: 'file_too_big', detail: 'max 10 MB' }] }],
    [413, 'FILE_TOO_BIG', { code: 'internal', errors: [{ code: 'FILE_TOO_BIG' }] }],
    [422, 'INVALID_FILE_TYPE', { code: 'internal', errors: [{ code: 'INVALID_FILE_TYPE' }] }],
    [422, 'INVALID_FILE_EXTENSION', { code: 'internal', errors: [{ code: 'invalid_file_extension', detail: 'png, jpeg, pdf' }] }],
    // A proxy's own refusal of a large body (its page, no code): the same file would be refused again.
    [413, 'FILE_TOO_BIG', '413 Request Entity Too Large'],
  ])('spec §8, D35: a file the server refuses (%i %s) shows its code, and offers another file, not a retry', async (status, code, body) => {
    const { result } = renderUpload({ kind: 'licence_back' });
    act(() => result.current.select(pdf()));
    const request = await xhr(0);
    act(() => request.respond(status, body));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: code, canRetry: false }));
    expect(result.current.failure).toBeInstanceOf(ApiError);
    expect(result.current.thumbnailSrc).toBeNull(); // a PDF has no image thumbnail
    act(() => result.current.retry());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('spec §8: a cut connection keeps its retry (the same file may get through)', async () => {
    const { result } = renderUpload({ kind: 'licence_back' });
    act(() => result.current.select(pdf()));
    const request = await xhr(0);
    act(() => request.fail());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: 'network', canRetry: true }));
  });

  it('a second file chosen while one is uploading cancels the first: only the second counts', async () => {
    const { result } = renderUpload({ kind: 'licence_front' });
    act(() => result.current.select(photo()));
    const first = await xhr(0);
    act(() => result.current.select(pdf()));
    expect(first.aborted).toBe(true);
    const second = await xhr(1);
    act(() => second.respond(201, { document: fx.userDocument }));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'completed', fileName: 'licence-front.pdf' }));
  });

  it('D35: a document already on the server counts as uploaded after a reload, for its slot only', async () => {
    const documents = [
      { id: 1, document_type: 'licence_front' },
      { id: 2, document_type: 'other', additional_document_id: 7 },
      { id: 3, document_type: 'other', additional_document_id: null },
    ];
    const front = renderUpload({ kind: 'licence_front' }, documents);
    await waitFor(() => expect(front.result.current).toMatchObject({ status: 'completed', isUploaded: true, fileName: null }));
    const back = renderUpload({ kind: 'licence_back' }, documents);
    await waitFor(() => expect(back.calls.documents).toBe(1));
    expect(back.result.current.isUploaded).toBe(false);
    const attached = renderUpload({ kind: 'other', additionalDocumentId: 7 }, documents);
    await waitFor(() => expect(attached.result.current.isUploaded).toBe(true));
    const another = renderUpload({ kind: 'other', additionalDocumentId: 8 }, documents);
    await waitFor(() => expect(another.calls.documents).toBe(1));
    expect(another.result.current.status).toBe('idle');
    expect(uploadedDocuments(documents as never)).toEqual([
      { kind: 'licence_front' },
      { kind: 'other', additionalDocumentId: 7 },
    ]);
  });

  it('spec §7: an other document is attached to its additional document; a failed attach is retried without uploading again', async () => {
    const { result, calls } = renderUpload({ kind: 'other', additionalDocumentId: 7 });
    let attachAttempts = 0;
    server.use(
      http.post('/api/user/documents/:id/attach', async ({ request, params }) => {
        attachAttempts += 1;
        calls.attach.push({ id: params.id, body: await request.json() });
        return attachAttempts === 1
          ? HttpResponse.json({ code: 'internal', errors: [] }, { status: 500 })
          : new HttpResponse(null, { status: 204 });
      }),
    );
    act(() => result.current.select(pdf()));
    const request = await xhr(0);
    expect(request.body?.get('document[document_type]')).toBe('other');
    act(() => request.respond(201, { document: { id: 42, document_type: 'other' } }));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: 'internal', canRetry: true }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('completed'));
    expect(FakeXhr.instances).toHaveLength(1);
    expect(calls.attach).toEqual([
      { id: '42', body: { additional_document: { id: 7 } } },
      { id: '42', body: { additional_document: { id: 7 } } },
    ]);
  });

  it('the account photo goes to POST /user/photos, takes png or jpeg only, and refreshes the account', async () => {
    const { result, calls } = renderUpload({ kind: 'photo' });
    await waitFor(() => expect(calls.user).toBe(1));
    expect(result.current.acceptedFileTypes).toEqual(['image/png', 'image/jpeg']);
    expect(result.current.status).toBe('idle'); // fx.user has no photo
    act(() => result.current.select(pdf()));
    await waitFor(() => expect(result.current.error).toBe('INVALID_FILE_TYPE'));
    act(() => result.current.select(photo()));
    const request = await xhr(0);
    expect(request.url).toBe('/api/user/photos');
    expect(request.body?.get('photo[image]')).toBeInstanceOf(File);
    act(() => request.respond(201, { photo: { id: 3, small_main_photo_url: 'https://cdn.example/me.jpg' } }));
    await waitFor(() => expect(result.current.status).toBe('completed'));
    await waitFor(() => expect(calls.user).toBe(2));
  });
});

describe('useDocumentUpload: a retry cannot add a second document (issue 19)', () => {
  // FakeXhr's `fail()` is a lost answer to the browser: whether the server stored the file, it cannot tell.
  it('a lost answer whose file the server stored: the retry finds it (GET /user/documents) and shows it sent, without sending it again', async () => {
    const documents: unknown[] = [{ id: 1, document_type: 'licence_front' }];
    const onUploaded = vi.fn();
    const { result, calls } = renderUpload({ kind: 'licence_front', onUploaded }, documents);
    await waitFor(() => expect(calls.documents).toBe(1));
    act(() => result.current.select(pdf()));
    const first = await xhr(0);
    documents.push({ id: 9, document_type: 'licence_front' }); // the server did the work...
    act(() => first.fail()); // ...and its answer was lost
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: 'network', canRetry: true }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('completed'));
    expect(calls.documents).toBeGreaterThanOrEqual(2);
    expect(FakeXhr.instances).toHaveLength(1);
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });

  it('a lost answer the server never acted on (only the old document of the slot is there): the retry sends the file', async () => {
    const documents: unknown[] = [{ id: 1, document_type: 'licence_front' }, { id: 2, document_type: 'licence_back' }];
    const { result, calls } = renderUpload({ kind: 'licence_front' }, documents);
    await waitFor(() => expect(calls.documents).toBe(1));
    act(() => result.current.select(pdf()));
    const first = await xhr(0);
    act(() => first.fail());
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    const second = await xhr(1);
    expect(calls.documents).toBe(2); // asked first
    act(() => second.respond(201, { document: { id: 3, document_type: 'licence_front' } }));
    await waitFor(() => expect(result.current.status).toBe('completed'));
  });

  it('a refusal the server answered (409) did nothing: the retry sends again without asking', async () => {
    const { result, calls } = renderUpload({ kind: 'licence_back' });
    await waitFor(() => expect(calls.documents).toBe(1));
    act(() => result.current.select(pdf()));
    const first = await xhr(0);
    // Not a refused file (issue 31: those offer another file, no retry): an answered failure whose retry may pass.
    act(() => first.respond(409, { code: 'conflict', errors: [{ code: 'DOCUMENT_BEING_REVIEWED' }] }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await xhr(1);
    expect(calls.documents).toBe(1);
  });

  it('an other document uploaded but whose answer was lost: the retry only attaches the stored one', async () => {
    const documents: unknown[] = [{ id: 1, document_type: 'other', additional_document_id: 8 }];
    const { result, calls } = renderUpload({ kind: 'other', additionalDocumentId: 7 }, documents);
    await waitFor(() => expect(calls.documents).toBe(1));
    act(() => result.current.select(pdf()));
    const first = await xhr(0);
    documents.push({ id: 12, document_type: 'other', additional_document_id: null });
    act(() => first.fail());
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('completed'));
    expect(FakeXhr.instances).toHaveLength(1);
    expect(calls.attach).toEqual([{ id: '12', body: { additional_document: { id: 7 } } }]);
  });

  it('the account photo: a lost answer whose photo the server kept is found on the account (GET /user)', async () => {
    let account = { ...fx.user, small_main_photo_url: 'https://cdn.example/old.jpg' };
    const { result, calls } = renderUpload({ kind: 'photo' });
    server.use(
      http.get('/api/user', () => {
        calls.user += 1;
        return HttpResponse.json({ user: account });
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('completed')); // the old photo
    act(() => result.current.select(photo()));
    const first = await xhr(0);
    account = { ...account, small_main_photo_url: 'https://cdn.example/new.jpg' };
    act(() => first.fail());
    await waitFor(() => expect(result.current.status).toBe('error'));
    const asked = calls.user;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('completed'));
    expect(calls.user).toBeGreaterThan(asked);
    expect(FakeXhr.instances).toHaveLength(1);
  });
});

describe('prepareUpload (D17, D35) without a canvas', () => {
  it('names the file sent after its content, so the server does not refuse its extension', async () => {
    const prepared = await prepareUpload(fileOf(JPEG, 'scan.PDF', 'application/pdf', 32));
    expect(prepared).toMatchObject({ ok: true, kind: 'jpeg', scaled: false });
    if (prepared.ok) expect([prepared.file.name, prepared.file.type]).toEqual(['scan.jpg', 'image/jpeg']);
  });

  it('keeps a well-named file as it is', async () => {
    const file = pdf();
    await expect(prepareUpload(file)).resolves.toEqual({ ok: true, file, kind: 'pdf', scaled: false });
  });
});

describe('uploadErrorCode (spec §8)', () => {
  it.each([
    ['the first server code, upper-cased', new ApiError('bad_request', { errors: [{ code: 'invalid_file_extension' }] }), 'INVALID_FILE_EXTENSION'],
    ['a transport failure', new ApiError('network'), 'network'],
    ['a timeout', new ApiError('timeout'), 'timeout'],
    ['an answer without codes', new ApiError('internal'), 'internal'],
    ['a 413 without codes (a proxy refused the body: spec §8 FILE_TOO_BIG)', new ApiError('internal', { status: 413 }), 'FILE_TOO_BIG'],
    ['anything else', new Error('boom'), 'internal'],
  ])('%s', (_, error, code) => {
    expect(uploadErrorCode(error)).toBe(code);
  });
});
