import type { PaymentCard } from '@frontoffice/api-client';

/** The signup card step's "later" (decision D15): shown only when the tenant does not require a card. */
export interface LaterAction {
  /** Called when the driver chooses to add a card later (the step calls `postponeCardStep` then moves on). */
  onPress(): void;
  /** The step's call is on its way: the button shows a spinner. @default false */
  isPending?: boolean;
}

/** Props of `AddCardForm`. */
export interface AddCardFormProps {
  /**
   * After the card is recorded (`POST /user/stripe_cards`); the card list is already being refetched. The card is null
   * when a retry found it recorded by a try whose answer was lost (issue 19).
   */
  onAdded(card: PaymentCard | null): void;
  /** Shows a cancel button (the account page's add-card modal closes). */
  onCancel?(): void;
  /** Shows a "later" button, when the tenant does not require a card (decision D15). */
  laterAction?: LaterAction;
}
