import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

/** Props of `AlertDialog`. */
export interface AlertDialogProps {
  /** Whether it is open (controlled). */
  isOpen: boolean;
  /** Called with false when cancelled or dismissed. */
  onOpenChange: (isOpen: boolean) => void;
  /** The question (e.g. "Delete this card?"). */
  title: ReactNode;
  /** What will happen. */
  children: ReactNode;
  /** The confirming action's label. */
  confirmLabel: string;
  /** The cancelling action's label. */
  cancelLabel: string;
  /** Called on confirm; the dialog stays open (pending) until the caller closes it. */
  onConfirm: () => void;
  /**
   * `danger` for destructive confirmations (delete account, cancel booking).
   * @default 'primary'
   */
  variant?: 'primary' | 'danger';
  /**
   * The confirmation is being processed: the confirm button shows a spinner and ignores presses.
   * @default false
   */
  isPending?: boolean;
  /**
   * The confirm button is disabled (e.g. until a box is ticked).
   * @default false
   */
  isConfirmDisabled?: boolean;
}

/**
 * A confirmation (`role="alertdialog"`) with a cancel and a confirm action. Not dismissable by clicking outside:
 * the driver must choose; Escape cancels. Focus starts on the cancel button, the safe choice.
 */
export function AlertDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  variant = 'primary',
  isPending = false,
  isConfirmDisabled = false,
}: AlertDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      role="alertdialog"
      size="sm"
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} autoFocus>
            {cancelLabel}
          </Button>
          {/* Every confirmation of the product asks the API (cancel, delete…): offline, it waits for the network. */}
          <Button variant={variant} needsNetwork onPress={onConfirm} isPending={isPending} isDisabled={isConfirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
