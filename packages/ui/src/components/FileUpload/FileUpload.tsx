import { type ReactNode, use } from 'react';
import { DropZone, type DropItem, isFileDropItem } from 'react-aria-components';
import { OfflineReason } from '../Button/Button.tsx';
import { FileUploadActions } from './FileUploadActions.tsx';
import { FileUploadProgress } from './FileUploadProgress.tsx';
import { FileUploadSummary } from './FileUploadSummary.tsx';
import * as s from './FileUpload.css.ts';

/** Where an upload stands (spec §4: idle, uploading with progress, completed; plus preparing the file and error). */
export type FileUploadStatus = 'idle' | 'preparing' | 'uploading' | 'completed' | 'error';

/** Props of `FileUpload`. Every text is a prop: the design system holds no product text. */
export interface FileUploadProps {
  /** What to upload (e.g. "Driving licence, front"). */
  label: string;
  /** Where it stands. */
  status: FileUploadStatus;
  /** Upload progress from 0 to 100 while uploading; without it the bar is indeterminate. */
  progress?: number | null;
  /** Called with a chosen, photographed, dropped or pasted file. */
  onSelect: (file: File) => void;
  /** Stops the upload; without it no cancel button is shown while preparing or uploading. */
  onCancel?: () => void;
  /** Sends the same file again after an error; without it the driver can only choose another file. */
  onRetry?: () => void;
  /** The file picker's label (e.g. "Choose a file"). */
  chooseLabel: string;
  /**
   * The file picker's label after an error (e.g. "Choose another file"): what a refused file, which a retry would only
   * send to be refused again, leaves the driver to do.
   * @default chooseLabel
   */
  chooseAnotherLabel?: string;
  /** The camera button's label (e.g. "Take a photo"); shown on phones only, and only with `defaultCamera`. */
  takePhotoLabel?: string;
  /** A hint that files can be dropped here (e.g. "or drop it here"); shown with a mouse only. */
  dropLabel?: string;
  /** The button's label once completed (e.g. "Replace"). */
  replaceLabel: string;
  /** The button's label after an error, with `onRetry` (e.g. "Try again"). */
  retryLabel: string;
  /** The cancel button's label (e.g. "Cancel"). */
  cancelLabel?: string;
  /** Shown while the file is checked and scaled down before sending (e.g. "Preparing…"). */
  preparingLabel?: string;
  /** The progress bar's name while uploading (e.g. "Uploading"). */
  uploadingLabel: string;
  /** Shown once uploaded (e.g. "Sent"), followed by the file name when known. */
  completedLabel: string;
  /** Shown after a failure (the refused file's reason or the server's error). */
  errorMessage?: ReactNode;
  /** Hint under the label while idle (e.g. "PNG, JPEG or PDF, 10 MB at most"). */
  description?: ReactNode;
  /** The chosen file's name. */
  fileName?: string | null;
  /** An image of the file (an object URL of a photo); without it a file icon is shown (a PDF). */
  thumbnailSrc?: string | null;
  /**
   * Accepted types (spec §5 and decision D17: png, jpeg, pdf).
   * @default ['image/png', 'image/jpeg', 'application/pdf']
   */
  acceptedFileTypes?: readonly string[];
  /** Which camera the phone opens with `takePhotoLabel`: `environment` for a document, `user` for a selfie. */
  defaultCamera?: 'user' | 'environment';
  /**
   * Disables the control.
   * @default false
   */
  isDisabled?: boolean;
}

const DEFAULT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

/**
 * One file to upload: pick it, take a photo on a phone, or drop or paste it (react-aria's `FileTrigger` and
 * `DropZone`); progress with its percentage (`ProgressBar`), cancel, retry, and the sent file with its thumbnail and
 * a replace action. The component does not upload: it reports the file and shows the state the caller gives it
 * (`useDocumentUpload` of `@frontoffice/api-client` gives exactly these props).
 */
export function FileUpload(props: FileUploadProps) {
  const { label, status, onSelect, acceptedFileTypes = DEFAULT_TYPES, isDisabled = false } = props;
  const busy = status === 'preparing' || status === 'uploading';
  // Issue 33: offline, nothing can be sent: a dropped file is refused, as the buttons are (they say why).
  const offline = use(OfflineReason) !== null;
  const onDrop = async ({ items }: { items: DropItem[] }) => {
    const item = items.find(isFileDropItem);
    if (item) onSelect(await item.getFile());
  };
  return (
    <DropZone
      className={s.root}
      data-status={status}
      data-busy={busy || undefined}
      aria-label={label}
      isDisabled={isDisabled || busy || offline}
      // Any file is taken, whatever its announced type: the caller checks it by content (D35), so a wrong one gets a
      // message instead of a silently refused drop.
      getDropOperation={() => 'copy'}
      onDrop={onDrop}
    >
      <div className={s.row}>
        <FileUploadSummary {...props} />
        <FileUploadActions {...props} acceptedFileTypes={acceptedFileTypes} isDisabled={isDisabled} />
      </div>
      {busy && <FileUploadProgress {...props} />}
    </DropZone>
  );
}
