import { ApiError } from '@frontoffice/api-client';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../intl/en.json';
import { createNotifier } from './createNotifier.ts';

describe('createNotifier (spec §8 generic handler)', () => {
  it('a linked catalogue message reaches a notification as plain text (the card-needed codes, issue 13)', () => {
    const add = vi.fn();
    const intl = createIntl({ locale: 'en', messages: en });
    createNotifier({ add }, () => intl).error(
      new ApiError('payment', { status: 402, errors: [{ code: 'RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING', detail: 'x' }] }),
    );
    expect(add).toHaveBeenCalledWith({ title: 'This booking needs an active payment card. Add a card', tone: 'danger' }, { timeout: 8000 });
  });
});
