// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vRentalCreate } from './vRentalCreate.ts';

export const vCreateRentalBody = vRentalCreate;
