import { type DocumentUploadKind, useDocumentUpload } from '@frontoffice/api-client';
import { FileUpload } from '@frontoffice/ui/FileUpload';
import { useNotifier } from '@frontoffice/ui/Notifications';
import { useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  choose: { id: 'profile.DocumentSlot.choose' },
  chooseAnother: { id: 'profile.DocumentSlot.chooseAnother' },
  takePhoto: { id: 'profile.DocumentSlot.takePhoto' },
  takeSelfie: { id: 'profile.DocumentSlot.takeSelfie' },
  drop: { id: 'profile.DocumentSlot.drop' },
  replace: { id: 'profile.DocumentSlot.replace' },
  retry: { id: 'common.retry' },
  cancel: { id: 'common.cancel' },
  preparing: { id: 'profile.DocumentSlot.preparing' },
  uploading: { id: 'profile.DocumentSlot.uploading' },
  completed: { id: 'profile.DocumentSlot.completed' },
  formats: { id: 'profile.DocumentSlot.formats' },
  internal: { id: 'errors.internal' },
  sent: { id: 'success.file-sent' },
  changed: { id: 'success.file-changed' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `DocumentSlot`. */
export interface DocumentSlotProps {
  /** What is uploaded: a document kind (spec §3) or `photo`, the account photo. */
  kind: DocumentUploadKind;
  /** For `other`: the tenant's additional document the file answers. */
  additionalDocumentId?: number;
  /** The slot's name ("Driving licence, front", an additional document's title). */
  label: string;
  /** A hint under the label (an additional document's description); the accepted formats when absent or empty. */
  description?: string | null;
  /**
   * The phone camera the take-a-photo button opens: the front one for the selfie and the account photo, the back one
   * for a document, unless given.
   */
  camera?: 'user' | 'environment';
  /**
   * Whether a sent file is also said by a notification (spec §8 `file-sent`, `file-changed` for a replacement): the
   * account page, where a slot stands alone. The signup's steps leave it off: the slot says "Sent" itself, and toasts
   * would cover the step's Next button on a phone, several uploads in a row.
   * @default false
   */
  notifyUploaded?: boolean;
}

/**
 * One file of the driver's profile through the upload block (spec §2 account/details and signup, §4, §7; decisions
 * D17, D35), shared by the signup's upload steps and the account page: a file chosen, photographed (the camera input
 * on phones) or dropped is checked by content, scaled down and sent with progress, and attached for an additional
 * document; a document the server already holds shows as sent with a replace action. A refused file or a failed upload
 * shows its §8 message in this slot only (FILE_EMPTY, INVALID_FILE_TYPE, INVALID_FILE_EXTENSION, FILE_TOO_BIG, a
 * network failure); a retry only when the same file can get through (a cut connection, not a file the server refused:
 * spec §8, issue 31), and choosing another file.
 */
export function DocumentSlot({ kind, additionalDocumentId, label, description, camera, notifyUploaded = false }: DocumentSlotProps) {
  const intl = useIntl();
  const notifier = useNotifier();
  // Whether the file on its way replaces one the server holds: read when the driver chooses it.
  const replacing = useRef(false);
  const upload = useDocumentUpload({
    kind,
    additionalDocumentId,
    onUploaded: notifyUploaded
      ? () => notifier.notify({ title: intl.formatMessage(replacing.current ? m.changed : m.sent), tone: 'success' })
      : undefined,
  });
  const selfie = kind === 'selfie' || kind === 'photo';
  // spec §8: the code's own message; one the catalogue does not know gets the internal-error message (D27).
  const errorId = upload.error ? `errors.${upload.error}` : null;
  return (
    <FileUpload
      label={label}
      description={description || intl.formatMessage(m.formats)}
      status={upload.status}
      progress={upload.progress}
      fileName={upload.fileName}
      thumbnailSrc={upload.thumbnailSrc}
      acceptedFileTypes={upload.acceptedFileTypes}
      errorMessage={errorId ? intl.formatMessage(errorId in intl.messages ? { id: errorId } : m.internal) : undefined}
      onSelect={(file) => {
        replacing.current ||= upload.isUploaded;
        upload.select(file);
      }}
      onCancel={upload.cancel}
      onRetry={upload.canRetry ? upload.retry : undefined}
      defaultCamera={camera ?? (selfie ? 'user' : 'environment')}
      chooseLabel={intl.formatMessage(m.choose)}
      chooseAnotherLabel={intl.formatMessage(m.chooseAnother)}
      takePhotoLabel={intl.formatMessage(kind === 'selfie' ? m.takeSelfie : m.takePhoto)}
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
