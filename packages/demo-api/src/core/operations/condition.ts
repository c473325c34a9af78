// The vehicle's condition at pick-up and return (issue 35, decisions D46, D47): the contract extension
// `condition-reports`. The known damages of a vehicle, one photo at a time for a booking, the booking owner's reports
// (one per client_id: a report sent again answers the first) and their list.
import { type Handler, member, t } from '../context.ts';
import type { ConditionReportRecord, Schemas } from '../model.ts';
import { ApiError } from '../rules.ts';
import { nextId } from '../seed.ts';
import { MEDIA_TYPES, readUpload } from './account.ts';
// The booking of the path must be the member's own, as for the other rental operations (404, or 403 for a passenger).
import { ownRental } from './rentals.ts';

const photoUrl = (id: number) => `{base}/__demo/files/${id}`;

/** A report as the API shows it: its damages with their photos' URLs. */
function toReport(report: ConditionReportRecord): Schemas['ConditionReport'] {
  return {
    id: report.id,
    client_id: report.client_id,
    moment: report.moment,
    nothing_to_report: report.nothing_to_report,
    damages: report.damages.map((damage) => ({
      zone: damage.zone,
      description: damage.description,
      photos: damage.photo_ids.map((id) => ({ id, url: photoUrl(id) })),
    })),
    created_at: report.created_at,
  };
}

/** GET /vehicles/{id}/damages: the damages known on a vehicle, the most recent first. */
export const listVehicleDamages: Handler = (ctx) => {
  member(ctx);
  const vehicleId = ctx.params.id as number;
  if (!ctx.state.vehiclesById.has(vehicleId)) throw new ApiError(404, 'NOT_FOUND', 'No such vehicle.');
  const damages = ctx.state.vehicleDamages
    .filter((damage) => damage.vehicle_id === vehicleId)
    .sort((a, b) => Date.parse(b.reported_at) - Date.parse(a.reported_at))
    .map((damage) => ({
      id: damage.id,
      zone: damage.zone,
      description: t(ctx, damage.description.fr, damage.description.en),
      reported_at: damage.reported_at,
      photo_urls: [...damage.photo_urls],
    }));
  return { status: 200, body: { damages } };
};

/** POST /user/rentals/{id}/condition_photos: one photo of the booking's condition (D17: png or jpeg, 10 MB). */
export const uploadConditionPhoto: Handler = async (ctx) => {
  const user = member(ctx);
  const rental = ownRental(ctx, user);
  const { bytes, kind } = await readUpload(ctx, 'photo[image]', ['png', 'jpeg']);
  const id = nextId(ctx.state);
  ctx.state.files.set(String(id), { bytes, contentType: MEDIA_TYPES[kind] });
  ctx.state.conditionPhotos.set(id, { id, rental_id: rental.id, user_id: user.id });
  return { status: 201, body: { condition_photo: { id, url: photoUrl(id) } } };
};

/**
 * POST /user/rentals/{id}/condition_reports: the owner's report. The same client_id on the same booking answers the
 * report made the first time (200), whatever the body says now: a retry never makes a second report.
 */
export const createConditionReport: Handler = (ctx) => {
  const user = member(ctx);
  const rental = ownRental(ctx, user);
  const { condition_report: body } = ctx.body as Schemas['ConditionReportCreate'];
  const known = ctx.state.conditionReports.find((report) => report.rental_id === rental.id && report.client_id === body.client_id);
  if (known) return { status: 200, body: { condition_report: toReport(known) } };

  if (body.nothing_to_report && body.damages.length > 0) {
    throw new ApiError(400, 'WRONG_PARAMETER', 'condition_report/damages must be empty when nothing_to_report is true.');
  }
  if (!body.nothing_to_report && body.damages.length === 0) {
    throw new ApiError(400, 'WRONG_PARAMETER', 'condition_report/damages needs at least one damage when nothing_to_report is false.');
  }
  body.damages.forEach((damage, index) => {
    if (damage.description.trim() === '' && damage.photo_ids.length === 0) {
      throw new ApiError(400, 'WRONG_PARAMETER', `condition_report/damages/${index} needs a description or a photo.`);
    }
    for (const photoId of damage.photo_ids) {
      // A photo of another booking (or none at all) cannot document this one.
      if (ctx.state.conditionPhotos.get(photoId)?.rental_id !== rental.id) {
        throw new ApiError(400, 'WRONG_PARAMETER', `condition_report/damages/${index}/photo_ids: photo ${photoId} was not uploaded for this rental.`);
      }
    }
  });
  const report: ConditionReportRecord = {
    id: nextId(ctx.state),
    rental_id: rental.id,
    user_id: user.id,
    client_id: body.client_id,
    moment: body.moment,
    nothing_to_report: body.nothing_to_report,
    damages: body.damages.map((damage) => ({ zone: damage.zone, description: damage.description, photo_ids: [...damage.photo_ids] })),
    created_at: new Date(ctx.now).toISOString(),
  };
  ctx.state.conditionReports.push(report);
  return { status: 201, body: { condition_report: toReport(report) } };
};

/** GET /user/rentals/{id}/condition_reports: the booking's reports, oldest first. */
export const listConditionReports: Handler = (ctx) => {
  const user = member(ctx);
  const rental = ownRental(ctx, user);
  const reports = ctx.state.conditionReports.filter((report) => report.rental_id === rental.id).map(toReport);
  return { status: 200, body: { condition_reports: reports } };
};
