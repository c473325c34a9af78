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

  it('issue 19: a 5xx shows the catalogue message of a known code, else the internal error, never its own text', () => {
    const error = new ApiError('internal', { status: 503, errors: [{ code: 'MAINTENANCE', detail: 'Fault injected on searchVehicles.' }, { code: 'file_too_big', detail: 'x' }] });
    expect(errorMessages(error, has)).toEqual([{ id: 'errors.internal' }, { id: 'errors.FILE_TOO_BIG' }]);
  });

  it('network failures and timeouts say so, so the driver knows to retry', () => {
    expect(errorMessages(new ApiError('network'), has)).toEqual([{ id: 'errors.network' }]);
    expect(errorMessages(new ApiError('timeout'), has)).toEqual([{ id: 'errors.timeout' }]);
  });
});
