// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vPaymentCard } from './vPaymentCard.ts';

/**
 * The cards.
 */
export const vListStripeCardsResponse = /* @__PURE__ */ v.object({
    stripe_cards: /* @__PURE__ */ v.array(vPaymentCard)
});
