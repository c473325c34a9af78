import { ApiError } from '@frontoffice/api-client';
import { emptySearchMessageKey, GEARS_FILTERS, searchErrorMessageKey, VEHICLE_OPTIONS } from '@frontoffice/domain';
import { describe, expect, it } from 'vitest';
import { messagesOf } from '@frontoffice/test-utils/pageHarness';
import { CARD_NEEDED_CODES, CATALOGUE_SEARCH_CODES, isVehicleTaken, paymentMethodsLink, searchErrorDisplay, searchMessageId } from './searchErrors.ts';

const error = (...codes: string[]) =>
  new ApiError('bad_request', { status: 400, errors: codes.map((code) => ({ code, detail: code })) });

describe('search error display (spec §8, decision D23)', () => {
  it('spec §8: the discount codes and WRONG_PARAMETER show the search messages', () => {
    expect(searchErrorDisplay(error('INVALID_DISCOUNT_CODE'))).toEqual({
      kind: 'inline',
      messages: [{ kind: 'message', id: 'search.errors.invalid-discount-code' }],
    });
    expect(searchErrorDisplay(error('wrong_parameter', 'WRONG_PARAMETER'))).toEqual({
      kind: 'inline',
      messages: [{ kind: 'message', id: 'search.errors.wrong-parameter' }],
    });
  });

  it('spec §8: SEARCH_* codes show the catalogue message, SEARCH_NO_ACTIVE_CARD its linked message', () => {
    expect(searchErrorDisplay(error('SEARCH_END_TIME_TOO_LONG', 'SEARCH_NO_ACTIVE_CARD'))).toEqual({
      kind: 'inline',
      messages: [{ kind: 'message', id: 'errors.SEARCH_END_TIME_TOO_LONG' }, { kind: 'card-needed', id: 'errors.SEARCH_NO_ACTIVE_CARD' }],
    });
  });

  it('D15: a booking that needs a card links to the payment methods too, once', () => {
    expect(searchErrorDisplay(error('RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING', 'rental_base_required_payment_card_missing'))).toEqual({
      kind: 'inline',
      messages: [{ kind: 'card-needed', id: 'errors.RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING' }],
    });
  });

  it('issue 13: the payment methods link carries the way back', () => {
    expect(paymentMethodsLink('/search?start_station=3&vehicle=12')).toBe('/account/payment-method?redirect=%2Fsearch%3Fstart_station%3D3%26vehicle%3D12');
  });

  it('decision D23: an unknown code, an error without a list or a non-API error goes to the generic handler', () => {
    expect(searchErrorDisplay(error('EXPIRED_DISCOUNT_CODE', 'VEHICLE_NOT_AVAILABLE'))).toEqual({ kind: 'generic' });
    expect(searchErrorDisplay(new ApiError('network'))).toEqual({ kind: 'generic' });
    expect(searchErrorDisplay(new TypeError('x'))).toEqual({ kind: 'generic' });
  });

  it('spec §8 (issue 31): only the 409 naming VEHICLE_NOT_AVAILABLE means the vehicle was taken; any other conflict is not', () => {
    const conflict = (...codes: string[]) => new ApiError('conflict', { status: 409, errors: codes.map((code) => ({ code, detail: code })) });
    expect(isVehicleTaken(conflict('VEHICLE_NOT_AVAILABLE'))).toBe(true);
    expect(isVehicleTaken(conflict('vehicle_not_available'))).toBe(true);
    expect(isVehicleTaken(conflict('PASSENGER_ALREADY_ADDED'))).toBe(false);
    expect(isVehicleTaken(conflict('RENTAL_NOT_MODIFIABLE'))).toBe(false);
    expect(isVehicleTaken(conflict('SOMETHING_ELSE'))).toBe(false);
    expect(isVehicleTaken(conflict())).toBe(false);
    expect(isVehicleTaken(new ApiError('bad_request', { status: 400, errors: [{ code: 'VEHICLE_NOT_AVAILABLE' }] }))).toBe(false);
  });

  it.each(['fr', 'en'] as const)('every message id the search may show exists in %s', (lang) => {
    const messages = messagesOf(lang, 'feature-search');
    const ids = [
      ...['WRONG_PARAMETER', 'EXPIRED_DISCOUNT_CODE', 'INVALID_DISCOUNT_CODE', 'DISCOUNT_CODE_MAX_LIMIT_REACHED'].map((code) =>
        searchMessageId(searchErrorMessageKey(code) ?? 'missing'),
      ),
      searchMessageId(emptySearchMessageKey({ categories: [] })),
      searchMessageId(emptySearchMessageKey({ categories: [1] })),
      ...CATALOGUE_SEARCH_CODES.map((code) => `errors.${code}`),
      ...CARD_NEEDED_CODES.map((code) => `errors.${code}`),
      ...VEHICLE_OPTIONS.map((option) => `search.options.${option}`),
      ...GEARS_FILTERS.map((gears) => `search.gears.${gears}`),
      ...['electric', 'gasoline', 'diesel', 'gpl', 'hybrid'].map((fuel) => `search.fuel.${fuel}`),
    ];
    expect(ids.filter((id) => !(id in messages))).toEqual([]);
  });
});
