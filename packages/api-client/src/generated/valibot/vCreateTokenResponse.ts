// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vTokenResponse } from './vTokenResponse.ts';

/**
 * The issued token.
 */
export const vCreateTokenResponse = vTokenResponse;
