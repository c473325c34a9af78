import { useDocumentUpload } from '@frontoffice/api-client';
import type { DocumentKind } from '@frontoffice/domain';
import { FileUpload } from '@frontoffice/ui/FileUpload';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  choose: { id: 'signup.DocumentSlot.choose' },
  takePhoto: { id: 'signup.DocumentSlot.takePhoto' },
  takeSelfie: { id: 'signup.DocumentSlot.takeSelfie' },
  drop: { id: 'signup.DocumentSlot.drop' },
  replace: { id: 'signup.DocumentSlot.replace' },
  retry: { id: 'common.retry' },
  cancel: { id: 'common.cancel' },
  preparing: { id: 'signup.DocumentSlot.preparing' },
  uploading: { id: 'signup.DocumentSlot.uploading' },
  completed: { id: 'signup.DocumentSlot.completed' },
  formats: { id: 'signup.DocumentSlot.formats' },
  internal: { id: 'errors.internal' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `DocumentSlot`. */
export interface DocumentSlotProps {
  /** The document kind sent (spec §3). */
  kind: DocumentKind;
  /** For `other`: the tenant's additional document it answers. */
  additionalDocumentId?: number;
  /** What to upload ("Driving licence, front", or the additional document's title). */
  label: string;
  /** A hint under the label (the additional document's description); the accepted formats otherwise. */
  description?: string | null;
}

/**
 * One file of an upload step through the upload block (spec §4, §7; D17, D35): chosen, photographed (back camera for
 * a document, front camera for the selfie) or dropped; checked and scaled before sending; sent with progress, and
 * attached for an additional document. A refused file or a failed upload shows its §8 message on this file only
 * (FILE_EMPTY, INVALID_FILE_TYPE, INVALID_FILE_EXTENSION, FILE_TOO_BIG, network), with a retry after a failed send.
 */
export function DocumentSlot({ kind, additionalDocumentId, label, description }: DocumentSlotProps) {
  const intl = useIntl();
  // No file-sent notification: the slot itself says "Sent" with the file, and toasts would cover the step's Next
  // button on a phone, several uploads in a row.
  const upload = useDocumentUpload({ kind, additionalDocumentId });
  const errorId = upload.error ? `errors.${upload.error}` : null;
  return (
    <FileUpload
      label={label}
      description={description || intl.formatMessage(m.formats)}
      status={upload.status}
      progress={upload.progress}
      onSelect={upload.select}
      onCancel={upload.cancel}
      onRetry={upload.canRetry ? upload.retry : undefined}
      chooseLabel={intl.formatMessage(m.choose)}
      takePhotoLabel={intl.formatMessage(kind === 'selfie' ? m.takeSelfie : m.takePhoto)}
      dropLabel={intl.formatMessage(m.drop)}
      replaceLabel={intl.formatMessage(m.replace)}
      retryLabel={intl.formatMessage(m.retry)}
      cancelLabel={intl.formatMessage(m.cancel)}
      preparingLabel={intl.formatMessage(m.preparing)}
      uploadingLabel={intl.formatMessage(m.uploading)}
      completedLabel={intl.formatMessage(m.completed)}
      // spec §8: the code's own message; one the catalogue does not know gets the internal-error message (D27).
      errorMessage={errorId ? intl.formatMessage(errorId in intl.messages ? { id: errorId } : m.internal) : undefined}
      fileName={upload.fileName}
      thumbnailSrc={upload.thumbnailSrc}
      acceptedFileTypes={upload.acceptedFileTypes}
      defaultCamera={kind === 'selfie' ? 'user' : 'environment'}
    />
  );
}
