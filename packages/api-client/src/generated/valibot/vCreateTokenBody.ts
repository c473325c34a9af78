// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vTokenRequest } from './vTokenRequest.ts';

export const vCreateTokenBody = vTokenRequest;
