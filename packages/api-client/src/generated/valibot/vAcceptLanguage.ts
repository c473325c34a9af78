// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vLanguage } from './vLanguage.ts';

/**
 * The interface language (spec §7, §9; default fr).
 */
export const vAcceptLanguage = vLanguage;
