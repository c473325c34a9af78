// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';

/**
 * The server's registration step (spec §4).
 */
export const vWorkflowStep = /* @__PURE__ */ v.picklist([
    'driver_on_login_form',
    'driver_on_personal_informations_form',
    'driver_on_sms_form',
    'driver_on_licence_form',
    'driver_on_documents_licence_form',
    'driver_on_documents_identity_form',
    'driver_on_documents_selfie_form',
    'driver_on_documents_other_form',
    'driver_on_card_form',
    'driver_waiting_for_validation',
    'driver_blocked',
    'driver_ok'
]);
