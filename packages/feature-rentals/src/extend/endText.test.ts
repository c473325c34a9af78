import { createIntl } from 'react-intl';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import en from '../../intl/en.json' with { type: 'json' };
import fr from '../../intl/fr.json' with { type: 'json' };
import { endText } from './endText.ts';

const ZONE = 'Europe/Paris';
const tenant = { timezone: ZONE };
const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE });

/** A message of the package in one language, with an end's words. */
function say(language: 'fr' | 'en', id: string, end: DateTime, now: DateTime, values: Record<string, string> = {}) {
  const intl = createIntl({ locale: language, messages: language === 'fr' ? fr : en });
  return intl.formatMessage({ id }, { ...values, ...endText(end, now, language, tenant) });
}

describe('endText: a booking’s end in the extend and trip-end sentences (issue 34, D25)', () => {
  it('D25 the same day in the tenant’s zone: the time alone', () => {
    const now = at('2026-11-30T14:10');
    expect(endText(at('2026-11-30T15:30'), now, 'fr', tenant)).toEqual({ when: 'today', day: '30 novembre', time: '15h30' });
    expect(say('fr', 'rentals.Extend.stepLabel', at('2026-11-30T15:30'), now, { step: '+30 min' })).toBe("+30 min, prolonger jusqu'à 15h30");
    expect(say('fr', 'rentals.TripEnd.ending', at('2026-11-30T15:30'), now)).toBe('Votre réservation se termine à 15h30.');
    expect(say('en', 'rentals.Extend.done', at('2026-11-30T15:30'), now)).toBe('Your booking now ends at 15:30.');
  });

  it('D25 a trip that ends after midnight says its day: "jusqu’au 1 décembre à 00h00", never "jusqu’à 1 décembre 00h00"', () => {
    const now = at('2026-11-30T23:10');
    const end = at('2026-12-01T00:00');
    expect(endText(end, now, 'fr', tenant)).toEqual({ when: 'other', day: '1 décembre', time: '00h00' });
    expect(say('fr', 'rentals.Extend.stepLabel', end, now, { step: '+30 min' })).toBe("+30 min, prolonger jusqu'au 1 décembre à 00h00");
    expect(say('fr', 'rentals.Extend.stepName', end, now)).toBe("Prolonger jusqu'au 1 décembre à 00h00");
    expect(say('fr', 'rentals.Extend.done', end, now)).toBe('Votre réservation se termine désormais le 1 décembre à 00h00.');
    expect(say('fr', 'rentals.Extend.endsAt', end, now)).toBe('Fin prévue : 1 décembre à 00h00');
    expect(say('fr', 'rentals.TripEnd.ending', end, now)).toBe('Votre réservation se termine le 1 décembre à 00h00.');
    expect(say('en', 'rentals.Extend.stepLabel', end, now, { step: '+30 min' })).toBe('+30 min, extend until 00:00 on 1 December');
    expect(say('en', 'rentals.Extend.done', end, now)).toBe('Your booking now ends on 1 December at 00:00.');
    expect(say('en', 'rentals.Extend.endsAt', end, now)).toBe('Ends: 1 December at 00:00');
  });

  it('D25 an overdue trip that was due yesterday says the day it was due', () => {
    const now = at('2026-12-01T00:05');
    expect(say('fr', 'rentals.TripEnd.overdue', at('2026-11-30T23:50'), now)).toBe('Votre réservation devait se terminer le 30 novembre à 23h50 : elle est en retard.');
    expect(say('en', 'rentals.TripEnd.overdue', at('2026-11-30T23:50'), now)).toBe('Your booking was due to end on 30 November at 23:50: it is overdue.');
  });

  it('D25 the day is the tenant’s, not UTC’s: 00h30 and 01h30 in Paris are one day though UTC changes day between them', () => {
    const now = DateTime.fromISO('2026-11-30T23:30Z').setZone(ZONE);
    expect(endText(DateTime.fromISO('2026-12-01T00:30Z'), now, 'fr', tenant)).toEqual({ when: 'today', day: '1 décembre', time: '01h30' });
  });
});
