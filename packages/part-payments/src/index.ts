// The public API of @frontoffice/part-payments: the card form shared by the account's payment methods (spec §2
// account/payment-method, add-card modal) and the signup card step (spec §2 creditCard), and the brand logo of a
// stored card. Everything heavy (Stripe.js, the Payment Element, the demo form) loads only when the form is drawn.
export { AddCardForm } from './form/AddCardForm.tsx';
export type { AddCardFormProps, LaterAction } from './form/AddCardForm.types.ts';
export { CardBrandLogo, type CardBrandLogoProps, useCardBrandName } from './brand/CardBrandLogo.tsx';
