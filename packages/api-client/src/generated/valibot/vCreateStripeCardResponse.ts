// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vPaymentCard } from './vPaymentCard.ts';

/**
 * The card.
 */
export const vCreateStripeCardResponse = /* @__PURE__ */ v.object({
    stripe_card: vPaymentCard
});
