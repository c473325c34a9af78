import { addDiscountCode, discountCodeOf } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { ChipGroup } from '@frontoffice/ui/Chip';
import { TextField } from '@frontoffice/ui/TextField';
import { type KeyboardEvent, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { codeEntry, codes as codesClass, wide } from './SearchForm.css.ts';

const m = {
  label: { id: 'search.SearchForm.discountCode', defaultMessage: 'Code de réduction' },
  hint: { id: 'search.DiscountCodes.hint', defaultMessage: 'Ajoutez vos codes un par un.' },
  add: { id: 'search.DiscountCodes.add', defaultMessage: 'Ajouter le code' },
  list: { id: 'search.DiscountCodes.list', defaultMessage: 'Codes de réduction ajoutés' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link DiscountCodesField}. */
export interface DiscountCodesFieldProps {
  /** The codes added so far. */
  codes: readonly string[];
  /** Called with the new list. */
  onChange: (codes: string[]) => void;
}

/**
 * The discount codes of a search (spec §3: a list): a code is typed, then added with Enter, the button or by leaving
 * the field, and shows as a chip that removes it. The spaces inside a code are kept as typed; only those at its ends
 * are dropped (the domain's `discountCodeOf`).
 */
export function DiscountCodesField({ codes, onChange }: DiscountCodesFieldProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const add = () => {
    if (discountCodeOf(typed) === null) return;
    onChange(addDiscountCode(codes, typed));
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter adds the code rather than sending the search with a code left out.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className={wide}>
      <div className={codeEntry}>
        <TextField
          label={intl.formatMessage(m.label)}
          description={intl.formatMessage(m.hint)}
          value={typed}
          onChange={setTyped}
          onKeyDown={onKeyDown}
          onBlur={add}
        />
        <Button variant="secondary" onPress={add} isDisabled={discountCodeOf(typed) === null}>
          {intl.formatMessage(m.add)}
        </Button>
      </div>
      {codes.length > 0 && (
        <div className={codesClass}>
          <ChipGroup
            label={intl.formatMessage(m.list)}
            items={codes.map((code) => ({ id: code, label: code }))}
            onRemove={(ids) => onChange(codes.filter((code) => !ids.has(code)))}
          />
        </div>
      )}
    </div>
  );
}
