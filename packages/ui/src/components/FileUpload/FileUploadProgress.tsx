import { ProgressBar } from 'react-aria-components';
import type { FileUploadProps } from './FileUpload.tsx';
import * as s from './FileUpload.css.ts';

/**
 * The progress bar: react-aria's `ProgressBar` (role progressbar, value and percentage text for screen readers), with
 * the percentage shown. Indeterminate while the file is prepared, or when the total is not known.
 */
export function FileUploadProgress({
  label,
  status,
  progress,
  uploadingLabel,
  preparingLabel,
}: Pick<FileUploadProps, 'label' | 'status' | 'progress' | 'uploadingLabel' | 'preparingLabel'>) {
  const name = status === 'preparing' && preparingLabel ? preparingLabel : uploadingLabel;
  const isIndeterminate = status === 'preparing' || progress == null;
  return (
    <ProgressBar aria-label={`${name}: ${label}`} value={progress ?? 0} isIndeterminate={isIndeterminate}>
      {({ percentage, valueText }) => (
        <>
          <div className={s.progressLabel} aria-hidden="true">
            <span>{name}</span>
            {!isIndeterminate && <span className={s.percent}>{valueText}</span>}
          </div>
          <div className={s.track} data-indeterminate={isIndeterminate || undefined}>
            <div className={s.fill} style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
