import { AlertIcon, CheckCircleIcon, FileIcon, UploadIcon } from '../../internal/icons.tsx';
import type { FileUploadProps } from './FileUpload.tsx';
import * as s from './FileUpload.css.ts';

type SummaryProps = Pick<
  FileUploadProps,
  'label' | 'status' | 'description' | 'dropLabel' | 'fileName' | 'thumbnailSrc' | 'errorMessage' | 'completedLabel' | 'isDisabled'
>;

/** The file's picture and what to say about it: hint, name, completion or error. */
export function FileUploadSummary({
  label,
  status,
  description,
  dropLabel,
  fileName,
  thumbnailSrc,
  errorMessage,
  completedLabel,
  isDisabled,
}: SummaryProps) {
  return (
    <>
      <span className={s.visual} aria-hidden="true">
        <Visual status={status} thumbnailSrc={thumbnailSrc} hasFile={fileName != null} />
      </span>
      <div className={s.text}>
        <span className={s.title}>{label}</span>
        {/* A live region, so that "sent" and the reason of a failure are read out when they appear. */}
        <span className={s.detail} role={status === 'error' ? 'alert' : 'status'}>
          {status === 'completed' && <CheckCircleIcon size={16} className={s.detailIcon} />}
          {status === 'completed' && <span>{completedLabel}</span>}
          {status === 'error' && errorMessage}
          {status !== 'idle' && status !== 'error' && fileName && (
            <span className={s.fileName}>{fileName}</span>
          )}
          {status === 'idle' && description}
        </span>
        {status === 'idle' && dropLabel && !isDisabled && <span className={s.dropHint}>{dropLabel}</span>}
      </div>
    </>
  );
}

function Visual({ status, thumbnailSrc, hasFile }: { status: FileUploadProps['status']; thumbnailSrc?: string | null; hasFile: boolean }) {
  if (status === 'error') return <AlertIcon size={24} />;
  if (thumbnailSrc && status !== 'idle') return <img className={s.thumbnail} src={thumbnailSrc} alt="" />;
  if (status === 'idle') return <UploadIcon size={24} />;
  return hasFile ? <FileIcon size={26} /> : <CheckCircleIcon size={26} />;
}
