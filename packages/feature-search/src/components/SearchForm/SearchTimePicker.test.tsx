import * as domain from '@frontoffice/domain';
import { cleanup, render } from '@testing-library/react';
import { DateTime } from 'luxon';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchTimePicker } from './SearchTimePicker.tsx';

vi.mock('@frontoffice/domain', async (importOriginal) => {
  const actual = await importOriginal<typeof domain>();
  return { ...actual, timeSlots: vi.fn(actual.timeSlots) };
});

afterEach(cleanup);

const zone = 'America/Montreal';
// A new DateTime at each render, as the form computes its bounds from the clock.
const at = (iso: string) => DateTime.fromISO(iso, { zone });

const picker = (min: string) => (
  <IntlProvider locale="fr" defaultLocale="fr">
    <SearchTimePicker
      label="Départ"
      dateLabel="Date"
      timeLabel="Heure"
      value={at('2026-03-02T09:15')}
      min={at(min)}
      max={at('2026-06-01T00:00')}
      zone={zone}
      onChange={() => undefined}
    />
  </IntlProvider>
);

describe('SearchTimePicker: the day’s slots (spec §5; issue 18: the search page on a phone)', () => {
  it('asks the domain for the shown day’s slots once while its bounds are the same instants, again when one moves', () => {
    const timeSlots = vi.mocked(domain.timeSlots);
    timeSlots.mockClear();
    const { rerender } = render(picker('2026-03-01T08:00'));
    rerender(picker('2026-03-01T08:00'));
    rerender(picker('2026-03-01T08:00'));
    expect(timeSlots).toHaveBeenCalledTimes(1);
    rerender(picker('2026-03-02T08:00'));
    expect(timeSlots).toHaveBeenCalledTimes(2);
  });
});
