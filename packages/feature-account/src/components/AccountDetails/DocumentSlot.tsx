import { type DocumentUploadKind, useDocumentUpload } from '@frontoffice/api-client';
import { FileUpload } from '@frontoffice/ui/FileUpload';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  choose: { id: 'account.DocumentSlot.choose' },
  takePhoto: { id: 'account.DocumentSlot.takePhoto' },
  drop: { id: 'account.DocumentSlot.drop' },
  replace: { id: 'account.DocumentSlot.replace' },
  retry: { id: 'common.retry' },
  cancel: { id: 'common.cancel' },
  preparing: { id: 'account.DocumentSlot.preparing' },
  uploading: { id: 'account.DocumentSlot.uploading' },
  completed: { id: 'account.DocumentSlot.completed' },
  formats: { id: 'account.DocumentSlot.formats' },
  internal: { id: 'errors.internal' },
  sent: { id: 'success.file-sent' },
  changed: { id: 'success.file-changed' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `DocumentSlot`. */
export interface DocumentSlotProps {
  /** What is uploaded: a document kind (spec §3) or the account photo. */
  kind: DocumentUploadKind;
  /** For `other`: the additional document the file answers. */
  additionalDocumentId?: number;
  /** The slot's name ("Driving licence, front", an additional document's title). */
  label: string;
  /** A hint under the label; the accepted formats by default. */
  description?: string;
  /** The phone camera the take-a-photo button opens: `user` for the selfie. @default 'environment' */
  camera?: 'user' | 'environment';
}

/**
 * One document of the account (spec §2 account/details, §4, §7; decisions D17, D35), through the upload block of the
 * groundwork issue: a document already on the server shows as sent, with a replace action; a new file is checked,
 * scaled down and sent with progress; `file-sent` follows a first upload, `file-changed` a replacement (spec §8). A
 * refused file or a failed upload shows its §8 message in the slot, with a retry when the same file can be sent again.
 */
export function DocumentSlot({ kind, additionalDocumentId, label, description, camera = 'environment' }: DocumentSlotProps) {
  const intl = useIntl();
  const notifier = useNotifier();
  // Whether the file on its way replaces one the server holds: read when the driver chooses it.
  const replacing = useRef(false);
  const upload = useDocumentUpload({
    kind,
    additionalDocumentId,
    onUploaded: () => notifier.notify({ title: intl.formatMessage(replacing.current ? m.changed : m.sent), tone: 'success' }),
  });
  // spec §8: the message of the failure's code, or the internal error for a code the catalogue does not have.
  const errorId = upload.error ? `errors.${upload.error}` : null;
  const errorMessage = errorId ? intl.formatMessage(errorId in intl.messages ? { id: errorId } : m.internal) : undefined;
  return (
    <FileUpload
      label={label}
      description={description ?? intl.formatMessage(m.formats)}
      status={upload.status}
      progress={upload.progress}
      fileName={upload.fileName}
      thumbnailSrc={upload.thumbnailSrc}
      acceptedFileTypes={upload.acceptedFileTypes}
      errorMessage={errorMessage}
      onSelect={(file) => {
        replacing.current ||= upload.isUploaded;
        upload.select(file);
      }}
      onCancel={upload.cancel}
      onRetry={upload.canRetry ? upload.retry : undefined}
      defaultCamera={camera}
      chooseLabel={intl.formatMessage(m.choose)}
      takePhotoLabel={intl.formatMessage(m.takePhoto)}
      dropLabel={intl.formatMessage(m.drop)}
      replaceLabel={intl.formatMessage(m.replace)}
      retryLabel={intl.formatMessage(m.retry)}
      cancelLabel={intl.formatMessage(m.cancel)}
      preparingLabel={intl.formatMessage(m.preparing)}
      uploadingLabel={intl.formatMessage(m.uploading)}
      completedLabel={intl.formatMessage(m.completed)}
    />
  );
}
