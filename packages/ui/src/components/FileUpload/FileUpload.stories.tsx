import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { FileUpload, type FileUploadStatus } from './FileUpload.tsx';

const TEN_MB = 10 * 1024 * 1024;

/** A stand-in for the app: refuses files over 10 MB (decision D17), then "uploads" in steps of 25 %. */
function Demo({ status: initialStatus = 'idle', progress: initialProgress }: { status?: FileUploadStatus; progress?: number }) {
  const t = useStoryText();
  const [status, setStatus] = useState<FileUploadStatus>(initialStatus);
  const [progress, setProgress] = useState<number | undefined>(initialProgress);
  const [fileName, setFileName] = useState<string | undefined>(initialStatus === 'idle' ? undefined : 'permis-recto.jpg');
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  return (
    <div style={{ maxWidth: 520 }}>
      <FileUpload
        label={t('Permis de conduire, recto', 'Driving licence, front')}
        description={t('PNG, JPEG ou PDF, 10 Mo au plus', 'PNG, JPEG or PDF, 10 MB at most')}
        status={status}
        progress={progress}
        fileName={fileName}
        chooseLabel={t('Choisir un fichier', 'Choose a file')}
        replaceLabel={t('Remplacer', 'Replace')}
        retryLabel={t('Réessayer', 'Try again')}
        uploadingLabel={t('Envoi en cours', 'Uploading')}
        completedLabel={t('Envoyé', 'Sent')}
        errorMessage={t('Le fichier dépasse 10 Mo.', 'The file is larger than 10 MB.')}
        onSelect={(file) => {
          clearInterval(timer.current);
          setFileName(file.name);
          if (file.size > TEN_MB) {
            setStatus('error');
            return;
          }
          setStatus('uploading');
          setProgress(0);
          let done = 0;
          timer.current = setInterval(() => {
            done += 25;
            setProgress(done);
            if (done >= 100) {
              clearInterval(timer.current);
              setStatus('completed');
            }
          }, 60);
        }}
      />
    </div>
  );
}

const meta = { title: 'Forms/FileUpload', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UploadStates: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    const canvas = within(canvasElement);
    const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).not.toBeNull();
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,application/pdf');
    // Idle → uploading with progress → completed.
    await userEvent.upload(input as HTMLInputElement, new File(['front'], 'permis-recto.jpg', { type: 'image/jpeg' }));
    const progress = await canvas.findByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-valuenow');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(en ? 'Sent · permis-recto.jpg' : 'Envoyé · permis-recto.jpg'));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button')).toHaveTextContent(en ? 'Replace' : 'Remplacer');
    // A file over 10 MB (decision D17) → error, and the button offers to try again.
    const big = new File([new Uint8Array(TEN_MB + 1)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en ? 'larger than 10 MB' : 'dépasse 10 Mo');
    await expect(canvas.getByRole('button')).toHaveTextContent(en ? 'Try again' : 'Réessayer');
  },
};

export const Idle: Story = {};
export const Uploading: Story = { args: { status: 'uploading', progress: 40 } };
export const Completed: Story = { args: { status: 'completed' } };
export const Failed: Story = { args: { status: 'error' } };
