// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vLanguage } from './vLanguage.ts';

export const vListVehicleDamagesHeaders = /* @__PURE__ */ v.object({
    'Accept-Language': vLanguage
});
