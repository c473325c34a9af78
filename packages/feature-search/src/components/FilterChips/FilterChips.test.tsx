import { messagesOf } from '@frontoffice/test-utils/pageHarness';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchParams } from '../../search/searchParams.ts';
import { holdFrames } from '../../test/frames.ts';
import { FilterChips } from './FilterChips.tsx';

afterEach(cleanup);

const SEARCH: SearchParams = { station: 1, start: '2026-12-01T10:00:00-05:00', end: '2026-12-01T12:00:00-05:00', options: ['gps', 'bluetooth'], codes: ['BIENVENUE10'], page: 3 };

function renderChips(onChange: (params: SearchParams, emptied: boolean) => void, params: SearchParams = SEARCH) {
  return render(
    <IntlProvider locale="fr" messages={messagesOf('fr', 'feature-search')}>
      <FilterChips params={params} categories={[]} onChange={onChange} />
    </IntlProvider>,
  );
}

const chip = (name: RegExp) => within(screen.getByRole('grid', { name: 'Filtres actifs' })).getByRole('row', { name });

describe('FilterChips (spec §2 the header’s chips; issue 32 the tap answered first)', () => {
  it('spec §2 a removed chip goes at once; the search without it, at page 1, is passed on once that has been painted', async () => {
    const onChange = vi.fn();
    renderChips(onChange);
    const frames = holdFrames();
    try {
      await userEvent.setup().click(within(chip(/GPS/)).getByRole('button'));
      // The tap's own answer: the chip has gone, and nothing heavier has been asked for yet.
      expect(screen.queryByRole('row', { name: /GPS/ })).toBeNull();
      expect(screen.getAllByRole('row')).toHaveLength(2);
      expect(onChange).not.toHaveBeenCalled();
      // The frame is painted: the new search comes in a task of its own.
      frames.paint();
      await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    } finally {
      frames.restore();
    }
    expect(onChange).toHaveBeenCalledWith({ ...SEARCH, options: ['bluetooth'], page: 1, view: 'map' }, false);
  });

  it('two chips removed before the first search came are both gone from the search passed on', async () => {
    const onChange = vi.fn();
    renderChips(onChange);
    const user = userEvent.setup();
    const frames = holdFrames();
    try {
      await user.click(within(chip(/GPS/)).getByRole('button'));
      await user.click(within(chip(/BIENVENUE10/)).getByRole('button'));
      frames.paint();
      await waitFor(() => expect(onChange).toHaveBeenCalled());
    } finally {
      frames.restore();
    }
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ ...SEARCH, options: ['bluetooth'], codes: undefined, page: 1, view: 'map' }, false);
  });

  it('the last chip removed says so, so that the page gives the focus to the new answer (not to the page’s body); not before', async () => {
    const onChange = vi.fn();
    renderChips(onChange, { ...SEARCH, options: ['gps'] });
    const user = userEvent.setup();
    await user.click(within(chip(/GPS/)).getByRole('button'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[1]).toBe(false);
    // The search comes back without GPS (the parent's new URL): one chip left, the code; removed, the chips are gone.
    cleanup();
    renderChips(onChange, { ...SEARCH, options: undefined });
    await user.click(within(chip(/BIENVENUE10/)).getByRole('button'));
    expect(screen.queryByRole('grid')).toBeNull();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange.mock.calls[1]?.[1]).toBe(true);
  });
});
