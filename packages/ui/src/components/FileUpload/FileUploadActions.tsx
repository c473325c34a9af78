import { FileTrigger } from 'react-aria-components';
import { CameraIcon, CloseIcon, UploadIcon } from '../../internal/icons.tsx';
import { Button } from '../Button/Button.tsx';
import type { FileUploadProps } from './FileUpload.tsx';
import * as s from './FileUpload.css.ts';

type ActionsProps = Pick<
  FileUploadProps,
  | 'label'
  | 'status'
  | 'onSelect'
  | 'onCancel'
  | 'onRetry'
  | 'chooseLabel'
  | 'chooseAnotherLabel'
  | 'takePhotoLabel'
  | 'replaceLabel'
  | 'retryLabel'
  | 'cancelLabel'
  | 'defaultCamera'
> & { acceptedFileTypes: readonly string[]; isDisabled: boolean };

/** The buttons of each state: choose (and take a photo on a phone), cancel, retry or choose another, replace. */
export function FileUploadActions(props: ActionsProps) {
  const { label, status, onCancel, onRetry, chooseLabel, chooseAnotherLabel, takePhotoLabel, replaceLabel, retryLabel, cancelLabel, defaultCamera, isDisabled } =
    props;
  if (status === 'preparing' || status === 'uploading') {
    if (!onCancel || !cancelLabel) return null;
    return (
      <div className={s.actions}>
        <Button variant="outline" size="sm" icon={<CloseIcon size={18} />} onPress={onCancel} aria-label={`${cancelLabel}: ${label}`}>
          {cancelLabel}
        </Button>
      </div>
    );
  }
  const canRetry = status === 'error' && onRetry != null;
  const pickLabel = status === 'completed' ? replaceLabel : status === 'error' ? (chooseAnotherLabel ?? chooseLabel) : chooseLabel;
  return (
    <div className={s.actions}>
      {canRetry && (
        <Button size="sm" onPress={onRetry} isDisabled={isDisabled} needsNetwork aria-label={`${retryLabel}: ${label}`}>
          {retryLabel}
        </Button>
      )}
      {defaultCamera && takePhotoLabel && status !== 'completed' && (
        <Picker {...props} camera={defaultCamera} text={takePhotoLabel} primary={false} className={s.cameraOnly} />
      )}
      <Picker {...props} text={pickLabel} primary={status === 'idle' || (status === 'error' && !canRetry)} />
    </div>
  );
}

interface PickerProps extends ActionsProps {
  text: string;
  primary: boolean;
  camera?: 'user' | 'environment';
  className?: string;
}

/** A file input behind a button (react-aria's `FileTrigger`); with `camera`, phones open that camera directly. */
function Picker({ label, onSelect, acceptedFileTypes, isDisabled, text, primary, camera, className }: PickerProps) {
  return (
    <FileTrigger
      acceptedFileTypes={[...acceptedFileTypes]}
      defaultCamera={camera}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) onSelect(file);
      }}
    >
      <Button
        className={className}
        variant={primary ? 'primary' : 'outline'}
        size="sm"
        icon={camera ? <CameraIcon size={18} /> : primary ? <UploadIcon size={18} /> : undefined}
        isDisabled={isDisabled}
        // Issue 33: sending a file needs the network; offline the button says why.
        needsNetwork
        aria-label={`${text}: ${label}`}
      >
        {text}
      </Button>
    </FileTrigger>
  );
}
