// The upload block's controls under happy-dom (drop and the visual states are covered by the stories in Chromium).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineReason } from '../Button/Button.tsx';
import { FileUpload, type FileUploadProps } from './FileUpload.tsx';

const labels = {
  label: 'Licence, front',
  chooseLabel: 'Choose a file',
  takePhotoLabel: 'Take a photo',
  dropLabel: 'or drop it here',
  replaceLabel: 'Replace',
  retryLabel: 'Try again',
  cancelLabel: 'Cancel',
  preparingLabel: 'Preparing',
  uploadingLabel: 'Uploading',
  completedLabel: 'Sent',
};

function renderUpload(props: Partial<FileUploadProps> & Pick<FileUploadProps, 'status'>) {
  const handlers = { onSelect: vi.fn(), onCancel: vi.fn(), onRetry: vi.fn() };
  const view = render(<FileUpload {...labels} {...handlers} {...props} />);
  return { ...view, ...handlers };
}

afterEach(cleanup);

const inputs = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement>('input[type="file"]')];

describe('FileUpload', () => {
  it('select: the chosen file is handed to onSelect; documents open the back camera on phones', async () => {
    const { container, onSelect } = renderUpload({ status: 'idle', defaultCamera: 'environment' });
    const [camera, picker] = inputs(container);
    expect(camera?.getAttribute('capture')).toBe('environment');
    expect(picker?.hasAttribute('capture')).toBe(false);
    expect(picker?.getAttribute('accept')).toBe('image/png,image/jpeg,application/pdf');
    const file = new File(['x'], 'front.jpg', { type: 'image/jpeg' });
    await userEvent.upload(picker!, file);
    expect(onSelect).toHaveBeenCalledWith(file);
  });

  it('spec §4 uploading: the percentage is shown and exposed by the progress bar; cancel calls onCancel; nothing to pick', async () => {
    const { container, onCancel } = renderUpload({ status: 'uploading', progress: 40, fileName: 'front.jpg' });
    const bar = screen.getByRole('progressbar', { name: 'Uploading: Licence, front' });
    expect(bar?.getAttribute('aria-valuenow')).toBe('40');
    expect(bar?.getAttribute('aria-valuetext')).toBe('40%');
    expect(container.textContent).toContain('40%');
    expect(inputs(container)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel: Licence, front' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('preparing: an indeterminate bar under its own name', () => {
    renderUpload({ status: 'preparing', fileName: 'big.jpg' });
    expect(screen.getByRole('progressbar', { name: 'Preparing: Licence, front' })?.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('error: the message is an alert, retry calls onRetry and another file can be chosen', async () => {
    const { container, onRetry, onSelect } = renderUpload({ status: 'error', errorMessage: 'This file is too large: 10 MB at most.' });
    expect(screen.getByRole('alert').textContent).toContain('This file is too large');
    await userEvent.click(screen.getByRole('button', { name: 'Try again: Licence, front' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await userEvent.upload(inputs(container).at(-1)!, new File(['y'], 'other.pdf', { type: 'application/pdf' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('error without onRetry (a refused file): only choosing another file is offered', () => {
    render(<FileUpload {...labels} status="error" errorMessage="Not accepted" onSelect={() => undefined} />);
    expect(screen.queryByRole('button', { name: /^Try again/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a file: Licence, front' })).toBeTruthy();
  });

  it('spec §8 (a refused file): with chooseAnotherLabel, the only offer after an error says "another file"', () => {
    const { container } = render(
      <FileUpload {...labels} chooseAnotherLabel="Choose another file" status="error" errorMessage="Not accepted" onSelect={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: /^Try again/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Choose a file/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose another file: Licence, front' })).toBeTruthy();
    expect(inputs(container).at(-1)?.getAttribute('accept')).toBe('image/png,image/jpeg,application/pdf');
  });

  it('done: the file name and its thumbnail, and a replace action', async () => {
    const { container, onSelect } = renderUpload({ status: 'completed', fileName: 'front.jpg', thumbnailSrc: 'blob:front' });
    expect(screen.getByRole('status').textContent).toContain('Sentfront.jpg');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:front');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Take a photo/ })).toBeNull();
    await userEvent.upload(inputs(container)[0]!, new File(['z'], 'new.jpg', { type: 'image/jpeg' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Replace: Licence, front' })).toBeTruthy();
  });

  it('done with a PDF: a file icon, no image', () => {
    const { container } = renderUpload({ status: 'completed', fileName: 'scan.pdf' });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('disabled: the buttons cannot be pressed', () => {
    renderUpload({ status: 'idle', isDisabled: true });
    expect(screen.getByRole('button', { name: 'Choose a file: Licence, front' }).hasAttribute('disabled')).toBe(true);
  });

  it('drop: a dropped file is handed to onSelect', async () => {
    const { container, onSelect } = renderUpload({ status: 'idle' });
    const zone = container.querySelector('[data-status]')!;
    const file = new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });
    const dataTransfer = {
      effectAllowed: 'all',
      dropEffect: 'none',
      types: ['Files'],
      items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
      files: [file],
      getData: () => '',
    };
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith(file));
  });

  it('issue 33: offline, choosing, taking a photo and retrying are disabled and say why (the banner); online again, they come back', () => {
    const why = 'Vous êtes hors ligne';
    const offline = (value: string | null, status: FileUploadProps['status']) => (
      <>
        <p id="banner">{why}</p>
        <OfflineReason value={value}>
          <FileUpload {...labels} status={status} defaultCamera="environment" onSelect={vi.fn()} onCancel={vi.fn()} onRetry={vi.fn()} />
        </OfflineReason>
      </>
    );
    const view = render(offline('banner', 'idle'));
    for (const name of [`${labels.chooseLabel}: ${labels.label}`, `${labels.takePhotoLabel}: ${labels.label}`]) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toContain('banner');
    }
    view.rerender(offline('banner', 'error'));
    expect(screen.getByRole('button', { name: `${labels.retryLabel}: ${labels.label}` })).toHaveProperty('disabled', true);
    view.rerender(offline(null, 'idle'));
    expect(screen.getByRole('button', { name: `${labels.chooseLabel}: ${labels.label}` })).toHaveProperty('disabled', false);
  });
});
