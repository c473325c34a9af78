// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vRentalGeotrackingUpdate } from './vRentalGeotrackingUpdate.ts';
import { vRentalTimesUpdate } from './vRentalTimesUpdate.ts';

export const vUpdateUserRentalBody = /* @__PURE__ */ v.union([vRentalTimesUpdate, vRentalGeotrackingUpdate]);
