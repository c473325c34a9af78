// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vClientCredentialsGrant } from './vClientCredentialsGrant.ts';
import { vOpenidTokenGrant } from './vOpenidTokenGrant.ts';
import { vPasswordGrant } from './vPasswordGrant.ts';
import { vRefreshTokenGrant } from './vRefreshTokenGrant.ts';

/**
 * spec §7 (POST /oauth2/token bodies).
 */
export const vTokenRequest = /* @__PURE__ */ v.variant('grant_type', [
    vPasswordGrant,
    vOpenidTokenGrant,
    vClientCredentialsGrant,
    vRefreshTokenGrant
]);
