import { ApiError } from '@frontoffice/api-client';
import { describe, expect, it } from 'vitest';
import { errorMessages } from './errorMessages.ts';

const catalogue = new Set(['errors.INVALID_SMS_CODE', 'errors.FILE_TOO_BIG', 'errors.internal', 'errors.network', 'errors.timeout']);
const has = (id: string) => catalogue.has(id);

describe('spec §8 generic handler (decision D27)', () => {
  it('maps each entry by its upper-cased code', () => {
    const error = new ApiError('bad_request', { errors: [{ code: 'invalid_sms_code' }, { code: 'FILE_TOO_BIG', detail: 'x' }] });
    expect(errorMessages(error, has)).toEqual([{ id: 'errors.INVALID_SMS_CODE' }, { id: 'errors.FILE_TOO_BIG' }]);
  });

  it('falls back to the detail text, then to the previous entry', () => {
    const error = new ApiError('conflict', {
      errors: [{ code: 'UNKNOWN_A', detail: 'Vehicle busy' }, { code: 'UNKNOWN_B' }, { code: 'invalid_sms_code' }],
    });
    expect(errorMessages(error, has)).toEqual([{ text: 'Vehicle busy' }, { text: 'Vehicle busy' }, { id: 'errors.INVALID_SMS_CODE' }]);
  });

  it('a first entry with neither a known code nor a detail shows the internal error', () => {
    expect(errorMessages(new ApiError('bad_request', { errors: [{ code: 'WHATEVER' }] }), has)).toEqual([{ id: 'errors.internal' }]);
  });

  it('no list: the internal-error message', () => {
    expect(errorMessages(new ApiError('internal', { status: 500 }), has)).toEqual([{ id: 'errors.internal' }]);
    expect(errorMessages(new TypeError('boom'), has)).toEqual([{ id: 'errors.internal' }]);
  });

  it('issue 19: an answer that broke the contract shows the internal error, never its technical text', () => {
    const error = new ApiError('invalid_response', { status: 200, message: 'POST /vehicles/search: the body is not JSON', errors: [{ code: 'x', detail: 'the body is not JSON' }] });
    expect(errorMessages(error, has)).toEqual([{ id: 'errors.internal' }]);
  });

  // Issue 31 (defect 5): the list of a 5xx was dropped for the internal-error message; §8's rule has no status in it.
  it.each([400, 402, 403, 404, 409, 422, 500, 502, 503])('spec §8, D27: a %i answer with a list reads it like any other', (status) => {
    const error = new ApiError(status >= 500 ? 'internal' : 'bad_request', {
      status,
      errors: [{ code: 'MAINTENANCE', detail: 'Maintenance until 22:00.' }, { code: 'UNKNOWN' }, { code: 'file_too_big', detail: 'x' }],
    });
    expect(errorMessages(error, has)).toEqual([{ text: 'Maintenance until 22:00.' }, { text: 'Maintenance until 22:00.' }, { id: 'errors.FILE_TOO_BIG' }]);
  });

  it('spec §8, D27: a 5xx without a list but with a message and code shows the message built from them', () => {
    const error = new ApiError('internal', { status: 503, errors: [{ code: 'maintenance', detail: 'Back at 22:00.' }] });
    expect(errorMessages(error, has)).toEqual([{ text: 'Back at 22:00.' }]);
  });

  it('spec §8, D27: a 5xx whose entries have neither a known code nor a detail shows the internal error', () => {
    const error = new ApiError('internal', { status: 500, errors: [{ code: 'INTERNAL_ERROR' }] });
    expect(errorMessages(error, has)).toEqual([{ id: 'errors.internal' }]);
  });

  it('network failures and timeouts say so, so the driver knows to retry', () => {
    expect(errorMessages(new ApiError('network'), has)).toEqual([{ id: 'errors.network' }]);
    expect(errorMessages(new ApiError('timeout'), has)).toEqual([{ id: 'errors.timeout' }]);
  });
});
