import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Group,
  Input,
  Label,
  ListBox,
  ListLayout,
  Popover,
  useAsyncList,
  Virtualizer,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { FieldText, type LabelledFieldProps } from '../../internal/FieldParts.tsx';
import { ChevronDownIcon } from '../../internal/icons.tsx';
import { type OptionItem, renderOption } from '../../internal/Options.tsx';
import { bareInput, listBox, popover } from '../../internal/pickers.css.ts';
import { field, inputBox, label as labelClass, spinner } from '../../internal/shared.css.ts';
import { group, loader, status, toggle, virtualList } from './ComboBox.css.ts';

export type { OptionItem } from '../../internal/Options.tsx';

/** Props of `ComboBox`. */
export interface ComboBoxProps
  extends Omit<
      AriaComboBoxProps<OptionItem>,
      | 'className'
      | 'style'
      | 'children'
      | 'items'
      | 'defaultItems'
      | 'onInputChange'
      | 'inputValue'
      | 'defaultInputValue'
      | 'menuTrigger'
    >,
    LabelledFieldProps {
  /** Placeholder text (an example, never a replacement for the label). */
  placeholder?: string;
  /**
   * Fetches the options for the typed text. Called after `debounceMs` of quiet typing; the `signal` aborts when
   * the text changes again, so stale answers never show. A failure shows an empty list.
   */
  loadOptions: (text: string, signal: AbortSignal) => Promise<readonly OptionItem[]>;
  /**
   * Quiet time after the last keystroke before loading.
   * @default 300
   */
  debounceMs?: number;
  /**
   * Fewer typed characters than this load nothing (spec §5: passenger search starts at 4).
   * @default 1
   */
  minChars?: number;
  /**
   * What opens the list: typing (`input`), or also focusing the field (`focus`: with `minChars` 0, a list to browse
   * before any letter is typed). The button beside the input always opens it.
   * @default 'input'
   */
  menuTrigger?: 'input' | 'focus';
  /**
   * Renders only the rows in view, so that a list of hundreds or thousands of options (every station of a tenant)
   * opens and scrolls without delay. Rows are measured as they show, from an estimate of `virtualRowHeight`.
   * @default false
   */
  virtualized?: boolean;
  /**
   * The estimated height of a row of a virtualized list, in pixels (rows with a detail line are taller).
   * @default 56
   */
  virtualRowHeight?: number;
  /**
   * What the options come from (the list `loadOptions` filters, say): when it changes, the options of the text
   * already typed are loaded again, so that text typed before the data arrived is not left with "nothing found".
   * Keep it the same value from one render to the next (not a new empty array on each).
   */
  optionsSource?: unknown;
  /** Shown in the open list when a search found nothing. */
  emptyLabel?: ReactNode;
  /** Accessible name of the spinner while loading (e.g. "Loading…"). */
  loadingLabel?: string;
  /** The text shown in the input initially (e.g. the chosen address). */
  defaultInputValue?: string;
  /** Called with the chosen option's key, or null when cleared. */
  onSelectionChange?: (key: Key | null) => void;
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Autocomplete on react-aria's `ComboBox` with options loaded as the user types (addresses, passengers): typing is
 * debounced, earlier requests are aborted, and the list announces its results through react-aria.
 */
export function ComboBox({
  label,
  placeholder,
  loadOptions,
  optionsSource,
  debounceMs = 300,
  minChars = 1,
  menuTrigger = 'input',
  virtualized = false,
  virtualRowHeight = 56,
  emptyLabel,
  loadingLabel,
  defaultInputValue,
  description,
  errorMessage,
  className,
  onSelectionChange,
  ...props
}: ComboBoxProps) {
  // Loads must stop when the field goes away: a debounced request firing after unmount would be wasted at best.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The text react-aria writes into the input when an option is chosen is not a new search.
  const chosenLabel = useRef<string | null>(null);
  const [inputValue, setInputValue] = useState(defaultInputValue ?? '');
  const list = useAsyncList<OptionItem>({
    async load({ signal, filterText = '' }) {
      const text = filterText.trim();
      if (text.length < minChars) return { items: [] };
      await delay(debounceMs, signal);
      if (!mounted.current) return { items: [] };
      try {
        return { items: [...(await loadOptions(text, signal))] };
      } catch (error) {
        if (signal.aborted) throw error;
        // spec §8: a failed suggestion search gives an empty list rather than an error.
        return { items: [] };
      }
    },
  });
  const isLoading = list.loadingState === 'loading' || list.loadingState === 'filtering';
  const source = useRef(optionsSource);
  useEffect(() => {
    if (source.current === optionsSource) return;
    source.current = optionsSource;
    if (list.filterText.trim().length >= minChars && chosenLabel.current === null) list.reload();
  }, [optionsSource, list, minChars]);

  const listBoxOf = (className: string) => (
    <ListBox
      className={className}
      renderEmptyState={() => <div className={status}>{isLoading ? (loadingLabel ?? emptyLabel) : emptyLabel}</div>}
    >
      {renderOption}
    </ListBox>
  );

  return (
    <AriaComboBox
      {...props}
      items={list.items}
      inputValue={inputValue}
      onInputChange={(value) => {
        setInputValue(value);
        if (value === chosenLabel.current) return;
        chosenLabel.current = null;
        list.setFilterText(value);
      }}
      onSelectionChange={(key) => {
        chosenLabel.current = list.items.find((item) => item.id === key)?.label ?? null;
        // The field shows what was chosen: with the selection controlled by the caller, react-aria leaves the typed text
        // in a field that keeps its focus (issue 19: a field chosen from with Enter is no longer remounted).
        if (chosenLabel.current !== null) setInputValue(chosenLabel.current);
        onSelectionChange?.(key);
      }}
      // Below the minimum the list stays closed rather than claiming that nothing matched.
      allowsEmptyCollection={emptyLabel != null && inputValue.trim().length >= minChars}
      menuTrigger={menuTrigger}
      className={cx(field, className)}
    >
      <Label className={labelClass}>{label}</Label>
      <Group className={cx(inputBox, group)}>
        <Input className={bareInput} placeholder={placeholder} />
        {isLoading && (
          <span className={loader} {...(loadingLabel ? { role: 'progressbar', 'aria-label': loadingLabel } : { 'aria-hidden': true })}>
            <span className={spinner} />
          </span>
        )}
        <Button className={toggle}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldText description={description} errorMessage={errorMessage} />
      <Popover className={popover} offset={6}>
        {virtualized ? (
          <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowHeight: virtualRowHeight }}>
            {listBoxOf(cx(listBox, virtualList))}
          </Virtualizer>
        ) : (
          listBoxOf(listBox)
        )}
      </Popover>
    </AriaComboBox>
  );
}
