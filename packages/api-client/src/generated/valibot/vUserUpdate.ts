// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vCalendarDate } from './vCalendarDate.ts';

/**
 * Driver fields to change (spec §7); only changed fields are sent (spec §5).
 */
export const vUserUpdate = /* @__PURE__ */ v.object({
    first_name: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    last_name: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    birthday_time: /* @__PURE__ */ v.optional(vCalendarDate),
    birthday_location: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    cell_phone: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_line1: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_line2: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_postal_code: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_locality: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_state: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    address_country: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    driving_licence_number: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    driving_licence_location: /* @__PURE__ */ v.optional(/* @__PURE__ */ v.string()),
    driving_licence_obtaining_time: /* @__PURE__ */ v.optional(vCalendarDate),
    driving_licence_expiration_time: /* @__PURE__ */ v.optional(vCalendarDate)
});
