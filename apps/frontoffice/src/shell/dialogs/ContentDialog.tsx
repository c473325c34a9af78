import { customContentsQueryOptions, useApiClient } from '@frontoffice/api-client';
import { Modal } from '@frontoffice/ui/Modal';
import { RichText } from '@frontoffice/ui/RichText';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../intl/LanguageProvider.tsx';

/** Props of {@link ContentDialog}. */
export interface ContentDialogProps {
  /** The custom content type (spec §7 GET /custom_contents?type). */
  type: string;
  title: string;
  onClose: () => void;
}

/** A dialog showing the first entry of a tenant content, sanitized (the pricing dialog of the footer, spec §2). */
export default function ContentDialog({ type, title, onClose }: ContentDialogProps) {
  const intl = useIntl();
  const client = useApiClient();
  const { language } = useLanguage();
  const contents = useQuery(customContentsQueryOptions(client, type, language));
  const entry = contents.data?.[0];
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={entry?.title ?? title} closeLabel={intl.formatMessage({ id: 'common.close' })} size="lg">
      {contents.isPending && <Skeleton lines={6} />}
      {contents.isError && <p role="alert">{intl.formatMessage({ id: 'errors.internal' })}</p>}
      {contents.isSuccess && (entry ? <RichText html={entry.content} /> : <p>{intl.formatMessage({ id: 'app.ContentDialog.empty' })}</p>)}
    </Modal>
  );
}
