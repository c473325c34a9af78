import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useStoryText } from '../../storybook/StoryLocale.tsx';
import { storyText } from '../../storybook/storyKit.tsx';
import { FileUpload, type FileUploadProps, type FileUploadStatus } from './FileUpload.tsx';

/** A photo of a licence card, drawn inline (the stories load nothing from the network). */
const LICENCE_PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100"><rect width="160" height="100" fill="#d9e4f5"/><rect x="8" y="8" width="144" height="84" rx="8" fill="#f7c6d0"/><rect x="18" y="24" width="36" height="46" rx="4" fill="#8a9bb5"/><circle cx="36" cy="40" r="9" fill="#e8d2c0"/><rect x="64" y="26" width="70" height="7" rx="3" fill="#5b6577"/><rect x="64" y="40" width="56" height="6" rx="3" fill="#7b8597"/><rect x="64" y="52" width="62" height="6" rx="3" fill="#7b8597"/></svg>',
)}`;

type DemoProps = Partial<Omit<FileUploadProps, 'onSelect'>> & { selfie?: boolean };

/** The component with French or English demo labels; `FileUpload` itself holds no text. */
function Labelled(props: DemoProps & Pick<FileUploadProps, 'status' | 'onSelect'>) {
  const t = useStoryText();
  const { selfie, ...rest } = props;
  return (
    <div style={{ maxWidth: 560 }}>
      <FileUpload
        label={selfie ? t('Selfie', 'Selfie') : t('Permis de conduire, recto', 'Driving licence, front')}
        description={
          selfie ? t('Votre visage, bien éclairé, PNG ou JPEG', 'Your face, well lit, PNG or JPEG') : t('PNG, JPEG ou PDF, 10 Mo au plus', 'PNG, JPEG or PDF, 10 MB at most')
        }
        chooseLabel={t('Choisir un fichier', 'Choose a file')}
        chooseAnotherLabel={t('Choisir un autre fichier', 'Choose another file')}
        takePhotoLabel={t('Prendre une photo', 'Take a photo')}
        dropLabel={t('ou déposez-le ici', 'or drop it here')}
        replaceLabel={t('Remplacer', 'Replace')}
        retryLabel={t('Réessayer', 'Try again')}
        cancelLabel={t('Annuler', 'Cancel')}
        preparingLabel={t('Préparation du fichier…', 'Preparing the file…')}
        uploadingLabel={t('Envoi en cours', 'Uploading')}
        completedLabel={t('Envoyé', 'Sent')}
        errorMessage={t("L'envoi a échoué : vérifiez votre connexion.", 'The upload failed: check your connection.')}
        defaultCamera={selfie ? 'user' : 'environment'}
        acceptedFileTypes={selfie ? ['image/png', 'image/jpeg'] : undefined}
        {...rest}
      />
    </div>
  );
}

/**
 * A stand-in for `useDocumentUpload`: "prepares", then "uploads" in steps of 20 %; a file named `fail…` fails at
 * 60 % on its first attempt, so that retry can be shown. Photos get an object URL thumbnail, revoked when replaced.
 */
function Interactive(props: DemoProps) {
  const [status, setStatus] = useState<FileUploadStatus>('idle');
  const [progress, setProgress] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [thumbnail, setThumbnail] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const attempts = useRef(0);
  useEffect(() => () => clearInterval(timer.current), []);
  useEffect(() => () => void (thumbnail && URL.revokeObjectURL(thumbnail)), [thumbnail]);
  const send = (chosen: File) => {
    clearInterval(timer.current);
    attempts.current += 1;
    setStatus('uploading');
    setProgress(0);
    let sent = 0;
    timer.current = setInterval(() => {
      sent += 20;
      if (sent === 60 && chosen.name.startsWith('fail') && attempts.current === 1) {
        clearInterval(timer.current);
        setStatus('error');
        return;
      }
      setProgress(sent);
      if (sent >= 100) {
        clearInterval(timer.current);
        setStatus('completed');
      }
    }, 80);
  };
  return (
    <Labelled
      {...props}
      status={status}
      progress={progress}
      fileName={file?.name}
      thumbnailSrc={thumbnail}
      onSelect={(chosen) => {
        attempts.current = 0;
        setFile(chosen);
        setThumbnail(chosen.type.startsWith('image/') ? URL.createObjectURL(chosen) : null);
        setStatus('preparing');
        clearInterval(timer.current);
        timer.current = setInterval(() => send(chosen), 120);
      }}
      onCancel={() => {
        clearInterval(timer.current);
        setStatus('idle');
        setFile(null);
        setThumbnail(null);
      }}
      onRetry={() => file && send(file)}
    />
  );
}

const meta = { title: 'Forms/FileUpload', component: Interactive } satisfies Meta<typeof Interactive>;
export default meta;
type Story = StoryObj<typeof meta>;

const still = (props: DemoProps & { status: FileUploadStatus }): Story => ({
  render: () => <Labelled onSelect={() => undefined} onCancel={() => undefined} onRetry={() => undefined} {...props} />,
});

// The simulated upload takes about half a second; on a loaded machine its timers stretch well past waitFor's 1 s.
const uploadTime = 10_000;

const input = (canvasElement: HTMLElement, index = -1) => [...canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')].at(index) as HTMLInputElement;
const jpeg = (name = 'permis-recto.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

/** Choose → preparing → uploading with its percentage → sent with the file's name and thumbnail → replace. */
export const UploadFlow: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(input(canvasElement)).toHaveAttribute('accept', 'image/png,image/jpeg,application/pdf');
    await userEvent.upload(input(canvasElement), jpeg());
    const bar = await canvas.findByRole('progressbar', { name: t('Envoi en cours: Permis de conduire, recto', 'Uploading: Driving licence, front') });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await expect(bar).toHaveAttribute('aria-valuetext');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('Envoyépermis-recto.jpg', 'Sentpermis-recto.jpg')), { timeout: uploadTime });
    await expect(canvasElement.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByRole('button', { name: t('Remplacer: Permis de conduire, recto', 'Replace: Driving licence, front') })).toBeVisible();
  },
};

/** A failed upload offers retry (the same file, no new pick); cancel goes back to idle. */
export const CancelAndRetry: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.upload(input(canvasElement), jpeg('fail-permis.jpg'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t("L'envoi a échoué", 'The upload failed'));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('^Réessayer', '^Try again')) }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('Envoyé', 'Sent')), { timeout: uploadTime });
    await userEvent.upload(input(canvasElement), jpeg('permis-verso.jpg'));
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(t('^Annuler', '^Cancel')) }));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: new RegExp(t('^Choisir un fichier', '^Choose a file')) })).toBeVisible();
  },
};

/** Drags a file over the zone (and drops it) with the browser's own events, as a file from the desktop would. */
function drag(zone: HTMLElement, file: File, types: readonly ('dragenter' | 'dragover' | 'drop')[]) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  // Chromium ignores setting effectAllowed outside a real dragstart; a file dragged from the desktop allows all.
  Object.defineProperty(dataTransfer, 'effectAllowed', { value: 'all' });
  const { x, y } = zone.getBoundingClientRect();

  // A script-made item has no file-system entry, which react-aria reads to tell files from folders: lend it one.
  const proto = DataTransferItem.prototype as { webkitGetAsEntry: () => unknown };
  const original = proto.webkitGetAsEntry;
  proto.webkitGetAsEntry = () => ({ isFile: true, isDirectory: false });
  try {
    for (const type of types) {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, clientX: x + 20, clientY: y + 20 }));
    }
  } finally {
    proto.webkitGetAsEntry = original;
  }
}

/** A file dragged over the zone: the zone is highlighted ([data-drop-target]). */
export const DraggingOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector<HTMLElement>('[data-status]') as HTMLElement;
    drag(zone, jpeg(), ['dragenter', 'dragover']);
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'));
  },
};

/** Dropping a PDF uploads it: no thumbnail, a file icon. */
export const DropAFile: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const zone = canvasElement.querySelector<HTMLElement>('[data-status]') as HTMLElement;
    drag(zone, new File(['%PDF-1.7'], 'scan-permis.pdf', { type: 'application/pdf' }), ['dragenter', 'dragover', 'drop']);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('Envoyéscan-permis.pdf', 'Sentscan-permis.pdf')), { timeout: uploadTime });
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Idle = still({ status: 'idle' });
export const Preparing = still({ status: 'preparing', fileName: 'IMG_20261124_0912.jpg' });
export const Uploading40 = still({ status: 'uploading', progress: 40, fileName: 'permis-recto.jpg', thumbnailSrc: LICENCE_PHOTO });
export const ErrorWithRetry = still({ status: 'error', fileName: 'permis-recto.jpg' });
/**
 * spec §8: a file the server refused (FILE_TOO_BIG, INVALID_FILE_TYPE, INVALID_FILE_EXTENSION) would be refused again:
 * no retry (no `onRetry`), choosing another file is the offer.
 */
export const RefusedFile: Story = {
  render: function Render() {
    const t = useStoryText();
    return (
      <Labelled
        status="error"
        fileName="permis-recto.pdf"
        errorMessage={t('Ce fichier est trop volumineux : 10 Mo au maximum.', 'This file is too large: 10 MB at most.')}
        onSelect={() => undefined}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('trop volumineux', 'too large'));
    await expect(canvas.queryByRole('button', { name: new RegExp(t('^Réessayer', '^Try again')) })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: new RegExp(t('^Choisir un autre fichier', '^Choose another file')) })).toBeVisible();
  },
};
export const DoneWithThumbnail = still({ status: 'completed', fileName: 'permis-recto.jpg', thumbnailSrc: LICENCE_PHOTO });
export const DoneWithPdf = still({ status: 'completed', fileName: 'permis-de-conduire-scan-recto-verso-2026.pdf' });
/** A document the server already holds after a reload (D35): no file name is known. */
export const DoneOnServer = still({ status: 'completed' });
export const Disabled = still({ status: 'idle', isDisabled: true });
/** The selfie: images only; on a phone, "Take a photo" opens the front camera (`capture="user"`). */
export const Selfie: Story = {
  args: { selfie: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement, 0)).toHaveAttribute('capture', 'user');
    await expect(input(canvasElement, 0)).toHaveAttribute('accept', 'image/png,image/jpeg');
    await expect(input(canvasElement, 1)).not.toHaveAttribute('capture');
  },
};
