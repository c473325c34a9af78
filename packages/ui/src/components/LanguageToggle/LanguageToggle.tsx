import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import * as s from './LanguageToggle.css.ts';

/** A language the driver can pick. */
export interface LanguageOption {
  /** The language code (`fr`, `en`). */
  id: string;
  /** The short text on the button (`FR`). */
  shortLabel: string;
  /** The language's own name, the accessible name (`Français`, `English`). */
  name: string;
}

/** Props of `LanguageToggle`. */
export interface LanguageToggleProps {
  /** Accessible name of the group (e.g. "Language"). */
  label: string;
  options: readonly LanguageOption[];
  /** The current language. */
  value: string;
  onChange: (language: string) => void;
}

/**
 * The header's language switch on react-aria's `ToggleButtonGroup` (one always selected). Each option carries its
 * `lang` so screen readers say its name in that language.
 */
export function LanguageToggle({ label, options, value, onChange }: LanguageToggleProps) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = keys;
        if (next != null) onChange(String(next));
      }}
      className={s.group}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} aria-label={option.name} lang={option.id} className={s.option}>
          {option.shortLabel}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
