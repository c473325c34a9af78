import type { Category } from '@frontoffice/api-client';
import { ChipGroup, type ChipGroupProps, type ChipItem } from '@frontoffice/ui/Chip';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAfterNextPaint } from '@frontoffice/ui/afterNextPaint';
import { compactParams, type SearchParams } from '../../search/searchParams.ts';

/** Props of {@link FilterChips}. */
export interface FilterChipsProps {
  /** The submitted search. */
  params: SearchParams;
  /** The tenant's categories, to name the chosen ones. */
  categories: readonly Category[];
  /**
   * Called with the search without the removed filters (a new search, back at page 1); `emptied` when the last chip
   * went, which had the focus: the page must then give the focus somewhere the driver can continue from, not leave it
   * on the page's body.
   */
  onChange: (params: SearchParams, emptied: boolean) => void;
}

/** The chips of the active optional filters and what removing each one changes. */
function chipsOf(params: SearchParams): { id: string; remove: (p: SearchParams) => SearchParams }[] {
  const chips: { id: string; remove: (p: SearchParams) => SearchParams }[] = [];
  for (const id of params.categories ?? []) {
    chips.push({ id: `category:${id}`, remove: (p) => ({ ...p, categories: p.categories?.filter((c) => c !== id) }) });
  }
  for (const option of params.options ?? []) {
    chips.push({ id: `option:${option}`, remove: (p) => ({ ...p, options: p.options?.filter((o) => o !== option) }) });
  }
  if (params.gears) chips.push({ id: 'gears', remove: (p) => ({ ...p, gears: undefined }) });
  if (params.seats) chips.push({ id: 'seats', remove: (p) => ({ ...p, seats: undefined }) });
  for (const code of params.codes ?? []) {
    chips.push({ id: `code:${code}`, remove: (p) => ({ ...p, codes: p.codes?.filter((c) => c !== code) }) });
  }
  return chips;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The header's removable filter chips (spec §2): categories, options, gears, seats and discount code. A removed chip
 * goes at once; the new search is passed on once that has been painted (issue 32: the page's render for the new search
 * took the tap past 200 ms on a phone), and the chips are again those of the search when it comes.
 */
export function FilterChips({ params, categories, onChange }: FilterChipsProps) {
  const intl = useIntl();
  const [removed, setRemoved] = useState<{ ids: ReadonlySet<string>; from: SearchParams } | null>(null);
  const gone = removed?.from === params ? removed.ids : NONE;
  const afterPaint = useAfterNextPaint();
  const all = chipsOf(params);
  const chips = all.filter((chip) => !gone.has(chip.id));
  if (chips.length === 0) return null;
  const labelOf = (id: string): string => {
    const [kind, value = ''] = id.split(/:(.*)/s);
    switch (kind) {
      case 'category':
        return categories.find((c) => String(c.id) === value)?.name ?? value;
      case 'option':
        return intl.formatMessage({ id: `search.options.${value}` });
      case 'gears':
        return intl.formatMessage({ id: `search.gears.${params.gears ?? 'all'}` });
      case 'seats':
        return intl.formatMessage({ id: 'search.seats.atLeast' }, { count: params.seats });
      default:
        return intl.formatMessage({ id: 'search.FilterChips.code' }, { code: value });
    }
  };
  const items: ChipItem[] = chips.map((chip) => ({ id: chip.id, label: labelOf(chip.id) }));
  const remove: ChipGroupProps['onRemove'] = (ids) => {
    // With those removed a moment ago whose search has not come yet: two quick taps remove both.
    const removing = new Set([...gone, ...[...ids].map(String)]);
    setRemoved({ ids: removing, from: params });
    let next = params;
    for (const chip of all) if (removing.has(chip.id)) next = chip.remove(next);
    const search = compactParams({ ...next, page: 1, view: 'map', vehicleId: undefined, carpoolingId: undefined });
    const emptied = all.every((chip) => removing.has(chip.id));
    afterPaint(() => onChange(search, emptied));
  };
  return (
    <ChipGroup
      label={intl.formatMessage({ id: 'search.FilterChips.label' })}
      items={items}
      onRemove={remove}
    />
  );
}
