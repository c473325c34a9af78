import { ApiError, errorCodeForStatus } from '@frontoffice/api-client';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../intl/en.json';
import fr from '../../intl/fr.json';
import { createNotifier } from './createNotifier.ts';

const intlOf = (language: 'fr' | 'en') => createIntl({ locale: language, messages: language === 'fr' ? fr : en });

/** The notifications a failed call gives, as the toast queue receives them. */
function notificationsOf(error: unknown, language: 'fr' | 'en' = 'en', here?: () => string) {
  const add = vi.fn();
  const intl = intlOf(language);
  createNotifier({ add }, () => intl, { here }).error(error);
  return add.mock.calls as [unknown, unknown][];
}

describe('createNotifier (spec §8 generic handler)', () => {
  it('spec §8: SEARCH_NO_ACTIVE_CARD links to the payment method page, which brings the driver back', () => {
    const error = new ApiError('payment', { status: 402, errors: [{ code: 'SEARCH_NO_ACTIVE_CARD', detail: 'x' }] });
    const [[content, options] = []] = notificationsOf(error, 'en', () => '/search/review?vehicle=3');
    expect(content).toEqual({
      title: 'No payment card will be active at the end of the rental.',
      tone: 'danger',
      link: { label: 'Add a card', href: '/account/payment-method?redirect=%2Fsearch%2Freview%3Fvehicle%3D3' },
    });
    // An action must not vanish before the driver reaches it: no timeout (closed by the driver).
    expect(options).toEqual({});
  });

  it('spec §8: RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING links there too, in French', () => {
    const error = new ApiError('payment', { status: 402, errors: [{ code: 'RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING' }] });
    const [[content] = []] = notificationsOf(error, 'fr');
    expect(content).toEqual({
      title: 'Cette réservation nécessite une carte de paiement active.',
      tone: 'danger',
      link: { label: 'Ajouter une carte', href: '/account/payment-method' },
    });
  });

  it('a message without a link is a notification that fades', () => {
    const error = new ApiError('bad_request', { status: 400, errors: [{ code: 'INVALID_SMS_CODE' }] });
    expect(notificationsOf(error)).toEqual([[{ title: 'The code you entered is incorrect. Check the text message and try again.', tone: 'danger' }, { timeout: 8000 }]]);
  });
});

describe('spec §8: what a driver sees on a 403 answer', () => {
  const forbidden = (errors: ConstructorParameters<typeof ApiError>[1]) => new ApiError(errorCodeForStatus(403), { status: 403, ...errors });

  it('spec §8: 403 maps to forbidden and goes through the generic handler: each entry by its code, else its detail', () => {
    const error = forbidden({ errors: [{ code: 'GEOTRACKING_NOT_ALLOWED', detail: 'La géolocalisation ne peut plus être changée.' }, { code: 'invalid_phone' }] });
    expect(error.code).toBe('forbidden');
    expect(notificationsOf(error, 'fr').map(([content]) => content)).toEqual([
      { title: 'La géolocalisation ne peut plus être changée.', tone: 'danger' },
      { title: "Ce numéro de téléphone n'est pas valide.", tone: 'danger' },
    ]);
  });

  it('spec §8, D27: a 403 with neither a known code nor a detail, or without a list, shows the internal-error message', () => {
    const internal = { title: 'Une erreur inattendue est survenue. Veuillez réessayer.', tone: 'danger' };
    expect(notificationsOf(forbidden({ errors: [{ code: 'FORBIDDEN' }] }), 'fr').map(([content]) => content)).toEqual([internal]);
    expect(notificationsOf(forbidden({}), 'fr').map(([content]) => content)).toEqual([internal]);
  });
});
