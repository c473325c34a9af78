// The vehicle's condition at pick-up and return (issue 35, decision D47): the four calls of the contract extension
// `condition-reports` (decision D46). Each goes through `callExtension`, so an operator without the extension (404 or
// 501) hides the feature for the session instead of showing an error. A module of its own: no seed call imports it.
import type { ConditionMoment as DomainConditionMoment, ConditionZone as DomainConditionZone } from '@frontoffice/domain';
import type { ApiClient, CallOptions } from '../client.ts';
import { callExtension, type ContractExtension } from '../extensions.ts';
import {
  vCreateConditionReportResponse,
  vListConditionReportsResponse,
  vListVehicleDamagesResponse,
  vUploadConditionPhotoResponse,
} from '../generated/valibot.ts';
import type { ConditionPhoto, ConditionReport, ConditionReportCreate, VehicleDamage } from '../types.ts';
import { postMultipart, type UploadOptions } from '../upload.ts';

/** The extension these calls belong to (`x-frontoffice-extension` of their operations). */
export const CONDITION_REPORTS_EXTENSION: ContractExtension = 'condition-reports';

/** One damage of a report, as the front office makes it. */
export interface ConditionDamageInput {
  /** The zone of the car (the domain's `CONDITION_ZONES`). */
  zone: DomainConditionZone;
  /** What the driver saw. */
  description: string;
  /** Photos uploaded for this same booking with {@link uploadConditionPhoto}. */
  photoIds: readonly number[];
}

/** A condition report as the front office makes it (the wire body is {@link conditionReportBody}'s). */
export interface ConditionReportInput {
  /**
   * The report's idempotency key: a UUID made once when the report is made (`crypto.randomUUID()`) and kept while it
   * waits to be sent, so that sending it again answers the first report instead of making a second one.
   */
  clientId: string;
  /** Pick-up or return (the domain's `CONDITION_MOMENTS`). */
  moment: DomainConditionMoment;
  /** The driver's explicit "nothing to report": true with no damage, false with at least one. */
  nothingToReport: boolean;
  damages: readonly ConditionDamageInput[];
}

/**
 * The `POST /user/rentals/{id}/condition_reports` body of a report: wrapped in `condition_report`, snake_case (the one
 * place the report speaks the wire).
 */
export function conditionReportBody(report: ConditionReportInput): ConditionReportCreate {
  return {
    condition_report: {
      client_id: report.clientId,
      moment: report.moment,
      nothing_to_report: report.nothingToReport,
      damages: report.damages.map((damage) => ({ zone: damage.zone, description: damage.description, photo_ids: [...damage.photoIds] })),
    },
  };
}

/** `GET /vehicles/{id}/damages`: the damages the operator already knows on the car (extension condition-reports). */
export async function listVehicleDamages(client: ApiClient, vehicleId: number, options: CallOptions = {}): Promise<VehicleDamage[]> {
  const body = await callExtension(client, CONDITION_REPORTS_EXTENSION, () =>
    client.request({ method: 'GET', path: `/vehicles/${vehicleId}/damages`, schema: vListVehicleDamagesResponse, signal: options.signal }),
  );
  return body.damages;
}

/** What {@link uploadConditionPhoto} sends. */
export interface ConditionPhotoUpload {
  /** The booking the photo belongs to. */
  rentalId: number;
  /** The photo, prepared as D17/D35 say (`prepareUpload`: png or jpeg by content, scaled down, 10 MB at most). */
  image: Blob;
  /** @default the File's own name, else `photo.png` or `photo.jpg` after the blob's type */
  fileName?: string;
}

/**
 * `POST /user/rentals/{id}/condition_photos` as multipart (`photo[image]`, like `POST /user/photos`) with upload
 * progress and cancel (extension condition-reports).
 * @returns the stored photo: its id, which a report's damage names, and its URL
 */
export async function uploadConditionPhoto(client: ApiClient, input: ConditionPhotoUpload, options: UploadOptions = {}): Promise<ConditionPhoto> {
  const path = `/user/rentals/${input.rentalId}/condition_photos`;
  const name = input.fileName ?? photoFileName(input.image);
  // A Blob goes as a File of that name: a FormData may drop the name given beside a Blob (happy-dom does).
  const image = input.image instanceof File ? input.image : new File([input.image], name, { type: input.image.type });
  const form = () => {
    const data = new FormData();
    data.append('photo[image]', image, name);
    return data;
  };
  const body = await callExtension(client, CONDITION_REPORTS_EXTENSION, () => postMultipart(client, path, form, vUploadConditionPhotoResponse, options));
  return body.condition_photo;
}

/**
 * A name for a photo: a blob kept for later (a report waiting offline, issue 35) may have lost its File name, and an
 * operator may check the extension as well as the content (D17).
 */
function photoFileName(image: Blob): string {
  if (image instanceof File && image.name !== '') return image.name;
  return image.type === 'image/png' ? 'photo.png' : 'photo.jpg';
}

/**
 * `POST /user/rentals/{id}/condition_reports`: sends a report (extension condition-reports). The same `clientId` sent
 * again on the same booking answers the report made the first time (the operator answers 200 instead of 201), so a
 * retry never makes two.
 */
export async function createConditionReport(client: ApiClient, rentalId: number, report: ConditionReportInput): Promise<ConditionReport> {
  const body = await callExtension(client, CONDITION_REPORTS_EXTENSION, () =>
    client.request({
      method: 'POST',
      path: `/user/rentals/${rentalId}/condition_reports`,
      json: conditionReportBody(report),
      schema: vCreateConditionReportResponse,
    }),
  );
  return body.condition_report;
}

/** `GET /user/rentals/{id}/condition_reports`: the booking's reports, oldest first (extension condition-reports). */
export async function listConditionReports(client: ApiClient, rentalId: number, options: CallOptions = {}): Promise<ConditionReport[]> {
  const body = await callExtension(client, CONDITION_REPORTS_EXTENSION, () =>
    client.request({ method: 'GET', path: `/user/rentals/${rentalId}/condition_reports`, schema: vListConditionReportsResponse, signal: options.signal }),
  );
  return body.condition_reports;
}
