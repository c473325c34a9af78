import { useLocale } from 'react-aria-components';
import type { FileUploadProps } from './FileUpload.tsx';
import * as s from './FileUpload.css.ts';

/**
 * The progress bar (role progressbar, its value and percentage text for screen readers), with the percentage shown.
 * Indeterminate while the file is prepared, or when the total is not known.
 *
 * Not react-aria's `ProgressBar`: its module is part of every first page (react-aria's `Button` takes its context
 * from it), and a module of the first page ships whatever lazily loaded chunks use of it, so the upload's bar and its
 * number formatting cost /login about 2 kB gzip (the /login budget, docs/architecture.md). The ARIA is the same.
 */
export function FileUploadProgress({
  label,
  status,
  progress,
  uploadingLabel,
  preparingLabel,
}: Pick<FileUploadProps, 'label' | 'status' | 'progress' | 'uploadingLabel' | 'preparingLabel'>) {
  const { locale } = useLocale();
  const name = status === 'preparing' && preparingLabel ? preparingLabel : uploadingLabel;
  const isIndeterminate = status === 'preparing' || progress == null;
  const percentage = Math.min(100, Math.max(0, progress ?? 0));
  const valueText = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percentage / 100);
  return (
    <div
      role="progressbar"
      aria-label={`${name}: ${label}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={isIndeterminate ? undefined : percentage}
      aria-valuetext={isIndeterminate ? undefined : valueText}
    >
      <div className={s.progressLabel} aria-hidden="true">
        <span>{name}</span>
        {!isIndeterminate && <span className={s.percent}>{valueText}</span>}
      </div>
      <div className={s.track} data-indeterminate={isIndeterminate || undefined}>
        <div className={s.fill} style={isIndeterminate ? undefined : { width: `${percentage}%` }} />
      </div>
    </div>
  );
}
