import type { FileUploadProps } from './FileUpload.tsx';
import * as s from './FileUpload.css.ts';

/** The percentage in the page's language (`<html lang>`, which the app sets): `60 %` in French, `60%` in English. */
function formatPercent(value: number): string {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/**
 * The progress bar (role progressbar, its value and percentage text for screen readers), with the percentage shown.
 * Indeterminate while the file is prepared, or when the total is not known. Plain markup rather than react-aria's
 * `ProgressBar`, which has no interaction to offer here and brings its number formatter into /login's entry chunk
 * (docs/architecture.md: the budget has no room for it).
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
  const percentage = Math.min(100, Math.max(0, progress ?? 0));
  const valueText = isIndeterminate ? undefined : formatPercent(percentage);
  return (
    <div
      role="progressbar"
      aria-label={`${name}: ${label}`}
      aria-valuemin={isIndeterminate ? undefined : 0}
      aria-valuemax={isIndeterminate ? undefined : 100}
      aria-valuenow={isIndeterminate ? undefined : percentage}
      aria-valuetext={valueText}
    >
      <div className={s.progressLabel} aria-hidden="true">
        <span>{name}</span>
        {valueText && <span className={s.percent}>{valueText}</span>}
      </div>
      <div className={s.track} data-indeterminate={isIndeterminate || undefined}>
        <div className={s.fill} style={isIndeterminate ? undefined : { width: `${percentage}%` }} />
      </div>
    </div>
  );
}
