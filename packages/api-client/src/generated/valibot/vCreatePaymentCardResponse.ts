// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vPaymentCard } from './vPaymentCard.ts';

/**
 * The card.
 */
export const vCreatePaymentCardResponse = /* @__PURE__ */ v.object({
    payment_card: vPaymentCard
});
