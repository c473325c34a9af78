import { currentTermsQueryOptions, useApiClient } from '@frontoffice/api-client';
import type { Language } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Checkbox } from '@frontoffice/ui/Checkbox';
import { Modal } from '@frontoffice/ui/Modal';
import { RichText } from '@frontoffice/ui/RichText';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from './TermsField.css.ts';

const m = {
  accept: { id: 'signup.TermsField.accept' },
  readMore: { id: 'signup.TermsField.readMore' },
  title: { id: 'signup.TermsField.title' },
  empty: { id: 'signup.TermsField.empty' },
  close: { id: 'common.close' },
  agree: { id: 'signup.TermsField.agree' },
  failed: { id: 'errors.internal' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The terms box of the registration step (spec §2, §5, D16) and its read-more dialog showing the terms in force
 * (`GET /terms_and_conditions_versions?current=true`), from which the driver may accept them too.
 */
export function TermsField({ isSelected, onChange }: { isSelected: boolean; onChange(selected: boolean): void }) {
  const intl = useIntl();
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  const terms = useQuery({ ...currentTermsQueryOptions(client, intl.locale as Language), enabled: open });
  return (
    <div className={s.terms}>
      <Checkbox isSelected={isSelected} onChange={onChange} name="tos_accepted">
        {intl.formatMessage(m.accept)}
      </Checkbox>
      <Button variant="ghost" size="sm" className={s.readMore} onPress={() => setOpen(true)}>
        {intl.formatMessage(m.readMore)}
      </Button>
      <Modal
        isOpen={open}
        onOpenChange={setOpen}
        title={intl.formatMessage(m.title)}
        closeLabel={intl.formatMessage(m.close)}
        size="lg"
        footer={
          <Button
            onPress={() => {
              onChange(true);
              setOpen(false);
            }}
          >
            {intl.formatMessage(m.agree)}
          </Button>
        }
      >
        {terms.isPending && <Skeleton lines={8} />}
        {terms.isError && <p role="alert">{intl.formatMessage(m.failed)}</p>}
        {terms.isSuccess && (terms.data ? <RichText html={terms.data.content} /> : <p>{intl.formatMessage(m.empty)}</p>)}
      </Modal>
    </div>
  );
}
