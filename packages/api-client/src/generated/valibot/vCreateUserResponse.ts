// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vUserEnvelope } from './vUserEnvelope.ts';

/**
 * The new account.
 */
export const vCreateUserResponse = vUserEnvelope;
