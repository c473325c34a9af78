// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vCalendarDate } from './vCalendarDate.ts';
import { vId } from './vId.ts';
import { vWorkflowStep } from './vWorkflowStep.ts';

/**
 * The account (spec §3 server names).
 */
export const vUser = /* @__PURE__ */ v.object({
    id: vId,
    email: /* @__PURE__ */ v.string(),
    first_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    last_name: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_line1: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_line2: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_postal_code: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_locality: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_state: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    address_country: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    tos_accepted: /* @__PURE__ */ v.boolean(),
    birthday_time: /* @__PURE__ */ v.nullish(vCalendarDate),
    birthday_location: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    cell_phone: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    new_cell_phone: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    driving_licence_number: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    driving_licence_location: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    driving_licence_expiration_time: /* @__PURE__ */ v.nullish(vCalendarDate),
    driving_licence_obtaining_time: /* @__PURE__ */ v.nullish(vCalendarDate),
    workflow_next_step: vWorkflowStep,
    validated: /* @__PURE__ */ v.boolean(),
    small_main_photo_url: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.string()),
    can_access_backoffice: /* @__PURE__ */ v.boolean(),
    roles: /* @__PURE__ */ v.array(/* @__PURE__ */ v.string())
});
