// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vStripeSetupIntent } from './vStripeSetupIntent.ts';

/**
 * The setup intent.
 */
export const vCreateStripeSetupIntentResponse = /* @__PURE__ */ v.object({
    stripe_setup_intent: vStripeSetupIntent
});
