import type { ReactNode } from 'react';
import { FileTrigger, ProgressBar } from 'react-aria-components';
import { AlertIcon, CheckIcon, FileIcon, UploadIcon } from '../../internal/icons.tsx';
import { Button } from '../Button/Button.tsx';
import * as s from './FileUpload.css.ts';

/** Where an upload stands (spec §4: idle, uploading with progress, completed; reset on error). */
export type FileUploadStatus = 'idle' | 'uploading' | 'completed' | 'error';

/** Props of `FileUpload`. */
export interface FileUploadProps {
  /** What to upload (e.g. "Driving licence, front"). */
  label: string;
  /** Where it stands. */
  status: FileUploadStatus;
  /** Upload progress from 0 to 100; without it the bar is indeterminate. */
  progress?: number;
  /** Called with the chosen file; the caller uploads it and updates `status` and `progress`. */
  onSelect: (file: File) => void;
  /** The button's label while idle (e.g. "Choose a file"). */
  chooseLabel: string;
  /** The button's label once completed (e.g. "Replace"). */
  replaceLabel: string;
  /** The button's label after an error (e.g. "Try again"). */
  retryLabel: string;
  /** The progress bar's name while uploading (e.g. "Uploading"). */
  uploadingLabel: string;
  /** Shown once uploaded (e.g. "Sent"). Followed by the file name when known. */
  completedLabel: string;
  /** Shown after a failure (the error from the server or the size check). */
  errorMessage?: ReactNode;
  /** Hint under the label while idle (e.g. "PNG, JPEG or PDF, 10 MB at most"). */
  description?: ReactNode;
  /** The chosen file's name. */
  fileName?: string;
  /**
   * Accepted types (spec §5 and decision D17: png, jpeg, pdf).
   * @default ['image/png', 'image/jpeg', 'application/pdf']
   */
  acceptedFileTypes?: readonly string[];
  /** Opens the camera on phones: `user` for a selfie, `environment` for a document. */
  defaultCamera?: 'user' | 'environment';
  /** Disables the control. */
  isDisabled?: boolean;
}

/**
 * A file picker with its upload state, on react-aria's `FileTrigger` and `ProgressBar`. The component does not
 * upload: it reports the chosen file and shows the state the caller gives it.
 */
export function FileUpload({
  label,
  status,
  progress,
  onSelect,
  chooseLabel,
  replaceLabel,
  retryLabel,
  uploadingLabel,
  completedLabel,
  errorMessage,
  description,
  fileName,
  acceptedFileTypes = ['image/png', 'image/jpeg', 'application/pdf'],
  defaultCamera,
  isDisabled,
}: FileUploadProps) {
  const buttonLabel = status === 'completed' ? replaceLabel : status === 'error' ? retryLabel : chooseLabel;
  const detail =
    status === 'completed'
      ? fileName
        ? `${completedLabel} · ${fileName}`
        : completedLabel
      : status === 'error'
        ? errorMessage
        : status === 'uploading'
          ? fileName
          : description;
  return (
    <div className={s.root} data-status={status}>
      <div className={s.row}>
        <span className={s.icon} aria-hidden="true">
          {status === 'completed' ? <CheckIcon /> : status === 'error' ? <AlertIcon /> : status === 'uploading' ? <FileIcon /> : <UploadIcon />}
        </span>
        <div className={s.text}>
          <span className={s.title}>{label}</span>
          {detail != null && (
            <span className={s.detail} role={status === 'error' ? 'alert' : status === 'completed' ? 'status' : undefined}>
              {detail}
            </span>
          )}
        </div>
        {status !== 'uploading' && (
          <FileTrigger
            acceptedFileTypes={[...acceptedFileTypes]}
            defaultCamera={defaultCamera}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) onSelect(file);
            }}
          >
            <Button
              className={s.action}
              variant={status === 'idle' ? 'primary' : 'outline'}
              size="sm"
              isDisabled={isDisabled}
              aria-label={`${buttonLabel}: ${label}`}
            >
              {buttonLabel}
            </Button>
          </FileTrigger>
        )}
      </div>
      {status === 'uploading' && (
        <ProgressBar
          aria-label={`${uploadingLabel}: ${label}`}
          value={progress ?? 0}
          isIndeterminate={progress == null}
        >
          {({ percentage, valueText, isIndeterminate }) => (
            <>
              <div className={s.progressLabel}>
                <span>{uploadingLabel}</span>
                {!isIndeterminate && <span>{valueText}</span>}
              </div>
              <div className={s.track}>
                <div className={s.fill} style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
    </div>
  );
}
