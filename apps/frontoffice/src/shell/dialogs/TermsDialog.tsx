import { currentTermsQueryOptions, useApiClient } from '@frontoffice/api-client';
import { Modal } from '@frontoffice/ui/Modal';
import { RichText } from '@frontoffice/ui/RichText';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../intl/LanguageProvider.tsx';

/** The terms in force, read-only (the footer's terms dialog, spec §2). */
export default function TermsDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const client = useApiClient();
  const { language } = useLanguage();
  const terms = useQuery(currentTermsQueryOptions(client, language));
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={intl.formatMessage({ id: 'app.Footer.terms' })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      size="lg"
    >
      {terms.isPending && <Skeleton lines={8} />}
      {terms.isError && <p role="alert">{intl.formatMessage({ id: 'errors.internal' })}</p>}
      {terms.isSuccess &&
        (terms.data ? <RichText html={terms.data.content} /> : <p>{intl.formatMessage({ id: 'app.ContentDialog.empty' })}</p>)}
    </Modal>
  );
}
