import { Button } from '@frontoffice/ui/Button';
import { Checkbox } from '@frontoffice/ui/Checkbox';
import { lazy, Suspense, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from './TermsField.css.ts';

const m = {
  accept: { id: 'signup.TermsField.accept' },
  readMore: { id: 'signup.TermsField.readMore' },
} satisfies Record<string, MessageDescriptor>;

const loadTermsDialog = () => import('./TermsDialog.tsx');
/** The read-more dialog, loaded when the pointer or the focus reaches its button (issue 32: the signup's first paint). */
const TermsDialog = lazy(() => loadTermsDialog().then((module) => ({ default: module.TermsDialog })));
const preloadTermsDialog = () => void loadTermsDialog().catch(() => undefined);

/**
 * The terms box of the registration step (spec §2, §5, D16) and its read-more dialog showing the terms in force, from
 * which the driver may accept them too.
 */
export function TermsField({ isSelected, onChange }: { isSelected: boolean; onChange(selected: boolean): void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Rendered from the first press on: until then nothing of it is needed.
  const [wanted, setWanted] = useState(false);
  return (
    <div className={s.terms}>
      <Checkbox isSelected={isSelected} onChange={onChange} name="tos_accepted">
        {intl.formatMessage(m.accept)}
      </Checkbox>
      <Button
        variant="ghost"
        size="sm"
        className={s.readMore}
        onHoverStart={preloadTermsDialog}
        onFocus={preloadTermsDialog}
        onPress={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {intl.formatMessage(m.readMore)}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <TermsDialog
            isOpen={open}
            onOpenChange={setOpen}
            onAgree={() => {
              onChange(true);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
