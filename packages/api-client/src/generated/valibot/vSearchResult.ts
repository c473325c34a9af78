// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vDestination } from './vDestination.ts';
import { vMoney } from './vMoney.ts';
import { vStation } from './vStation.ts';
import { vVehicle } from './vVehicle.ts';

export const vSearchResult = /* @__PURE__ */ v.object({
    vehicle: vVehicle,
    price: vMoney,
    prediscount_price: /* @__PURE__ */ v.nullish(vMoney),
    distance_in_meters: /* @__PURE__ */ v.nullish(/* @__PURE__ */ v.number()),
    station: vStation,
    destination: /* @__PURE__ */ v.nullish(vDestination)
});
