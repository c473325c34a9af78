// generated, do not edit: regenerate with `pnpm --filter @frontoffice/api-client generate`
// from openapi/frontoffice.yaml.

import * as v from 'valibot';
import { vConditionReportEnvelope } from './vConditionReportEnvelope.ts';

/**
 * A report with this client_id already exists on this booking: that report, unchanged.
 */
export const vCreateConditionReportResponse = vConditionReportEnvelope;
