import { currentTermsQueryOptions, useApiClient } from '@frontoffice/api-client';
import type { Language } from '@frontoffice/domain';
import { Button } from '@frontoffice/ui/Button';
import { Modal } from '@frontoffice/ui/Modal';
import { RichText } from '@frontoffice/ui/RichText';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  title: { id: 'signup.TermsField.title' },
  empty: { id: 'signup.TermsField.empty' },
  close: { id: 'common.close' },
  agree: { id: 'signup.TermsField.agree' },
  failed: { id: 'errors.internal' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The terms' read-more dialog of the registration step (spec §2, §5, D16), showing the terms in force
 * (`GET /terms_and_conditions_versions?current=true`), from which the driver may accept them too. Its own chunk
 * (issue 32): the modal and the sanitizer of the operator's HTML are no part of the signup's first paint.
 */
export function TermsDialog({ isOpen, onOpenChange, onAgree }: { isOpen: boolean; onOpenChange(open: boolean): void; onAgree(): void }) {
  const intl = useIntl();
  const client = useApiClient();
  const terms = useQuery({ ...currentTermsQueryOptions(client, intl.locale as Language), enabled: isOpen });
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      closeLabel={intl.formatMessage(m.close)}
      size="lg"
      footer={<Button onPress={onAgree}>{intl.formatMessage(m.agree)}</Button>}
    >
      {terms.isPending && <Skeleton lines={8} />}
      {terms.isError && <p role="alert">{intl.formatMessage(m.failed)}</p>}
      {terms.isSuccess && (terms.data ? <RichText html={terms.data.content} /> : <p>{intl.formatMessage(m.empty)}</p>)}
    </Modal>
  );
}
