import { Button } from 'react-aria-components';
import { visuallyHidden } from '../../internal/shared.css.ts';
import * as s from './LanguageToggle.css.ts';

/** A language the driver can pick. */
export interface LanguageOption {
  /** The language code (`fr`, `en`). */
  id: string;
  /** The short text on the button (`FR`). */
  shortLabel: string;
  /** The language's own name, read after the short label by screen readers (`Français`, `English`). */
  name: string;
}

/** Props of `LanguageToggle`. */
export interface LanguageToggleProps {
  /** Accessible name of the group (e.g. "Language"). */
  label: string;
  /** The languages offered (the tenant's, spec §9: fr and en). */
  options: readonly LanguageOption[];
  /** The current language. */
  value: string;
  /** Called with the chosen language code. */
  onChange: (language: string) => void;
}

/**
 * The header's language switch: one toggle button per language in a labelled group, the current one pressed. Each
 * option is named "FR (Français)": the visible text comes first so voice control users can say it (WCAG 2.5.3), and
 * the option carries its `lang` so screen readers say the language's name in that language. Plain buttons rather
 * than react-aria's ToggleButtonGroup: its toolbar focus management weighs about 3 kB gzip on every page, for two
 * buttons that Tab reaches anyway; and react-aria's Button with `aria-pressed` rather than its ToggleButton, whose
 * selection state costs /login another 1 kB gzip for what `aria-pressed` says already.
 */
export function LanguageToggle({ label, options, value, onChange }: LanguageToggleProps) {
  return (
    <div role="group" aria-label={label} className={s.group}>
      {options.map((option) => (
        <Button
          key={option.id}
          id={option.id}
          lang={option.id}
          className={s.option}
          aria-pressed={option.id === value}
          onPress={() => {
            if (option.id !== value) onChange(option.id);
          }}
        >
          {option.shortLabel}
          <span className={visuallyHidden}> ({option.name})</span>
        </Button>
      ))}
    </div>
  );
}
