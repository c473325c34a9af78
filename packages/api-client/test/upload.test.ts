// spec §7: POST /user/documents and /user/photos as multipart, with upload progress and cancel (issue 3).
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type UploadProgress, uploadUserDocument, uploadUserPhoto } from '../src/index.ts';
import * as fx from './fixtures.ts';
import { FakeXhr } from './fakeXhr.ts';
import { makeClient, server, storeSession } from './setup.ts';

function fakeXhrClient() {
  FakeXhr.instances = [];
  storeSession('member', 'member-0', 'refresh-0');
  return makeClient({ getLanguage: () => 'en' }, { createXhr: () => new FakeXhr() });
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));
const file = new File(['0123456789'], 'front.jpg', { type: 'image/jpeg' });

describe('uploads', () => {
  it('reports progress and returns the stored document with its id', async () => {
    const client = fakeXhrClient();
    const progress: UploadProgress[] = [];
    const pending = uploadUserDocument(client, { file, documentType: 'identity_front' }, { onProgress: (event) => progress.push(event) });
    await nextTick();
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/user/documents');
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en', Authorization: 'Bearer member-0' });
    expect(xhr.body?.get('document[document_type]')).toBe('identity_front');
    expect(xhr.body?.get('document[file]')).toBeInstanceOf(File);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(201, { document: { id: 99, document_type: 'identity_front' } });
    await expect(pending).resolves.toEqual({ id: 99, document_type: 'identity_front' });
    expect(progress).toEqual([
      { loaded: 250, total: 1000, fraction: 0.25 },
      { loaded: 1000, total: 1000, fraction: 1 },
    ]);
  });

  it('cancels with the AbortSignal: the request is aborted and the promise rejects with the reason', async () => {
    const client = fakeXhrClient();
    const controller = new AbortController();
    const pending = uploadUserPhoto(client, { image: file }, { signal: controller.signal });
    await nextTick();
    const xhr = FakeXhr.instances[0]!;
    xhr.progress(100, 1000);
    controller.abort(new DOMException('cancelled by the driver', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'cancelled by the driver' });
    expect(xhr.aborted).toBe(true);
  });

  it('does not start when the signal is already aborted', async () => {
    const client = fakeXhrClient();
    const controller = new AbortController();
    controller.abort();
    await expect(uploadUserPhoto(client, { image: file }, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('a transport failure is a network error', async () => {
    const client = fakeXhrClient();
    const pending = uploadUserDocument(client, { file, documentType: 'selfie' });
    await nextTick();
    FakeXhr.instances[0]!.fail();
    const error = await pending.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'network' });
  });

  it('decision D17: a refused file carries the server code (FILE_TOO_BIG)', async () => {
    const client = fakeXhrClient();
    const pending = uploadUserDocument(client, { file, documentType: 'selfie' });
    await nextTick();
    FakeXhr.instances[0]!.respond(400, { code: 'bad_request', errors: [{ code: 'FILE_TOO_BIG', detail: 'max 10 MB' }] });
    await expect(pending).rejects.toMatchObject({ code: 'bad_request', errors: [{ code: 'FILE_TOO_BIG', detail: 'max 10 MB' }] });
  });

  it('a 401 refreshes the session and sends the upload again with a fresh form', async () => {
    const client = fakeXhrClient();
    server.use(http.post('/api/oauth2/token', () => HttpResponse.json({ access_token: 'member-1', refresh_token: 'refresh-1' })));
    const pending = uploadUserDocument(client, { file, documentType: 'licence_back' });
    await nextTick();
    FakeXhr.instances[0]!.respond(401, { code: 'unauthorized' });
    // The refresh is a call of its own before the replay: wait for the replay, not a fixed delay.
    const replay = await vi.waitFor(() => {
      const second = FakeXhr.instances[1];
      if (!second) throw new Error('the upload was not sent again yet');
      return second;
    });
    expect(replay.headers.Authorization).toBe('Bearer member-1');
    expect(replay.body?.get('document[document_type]')).toBe('licence_back');
    replay.respond(201, { document: fx.userDocument });
    await expect(pending).resolves.toEqual(fx.userDocument);
  });

  it('an answer without the document id is an invalid_response error', async () => {
    const client = fakeXhrClient();
    const pending = uploadUserDocument(client, { file, documentType: 'licence_front' });
    await nextTick();
    FakeXhr.instances[0]!.respond(201, { document: { document_type: 'licence_front' } });
    await expect(pending).rejects.toMatchObject({ code: 'invalid_response' });
  });
});
