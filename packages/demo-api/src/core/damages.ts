// The damages the demo operators already know on some of their vehicles (extension condition-reports, issue 35):
// two or three vehicles per tenant, one to three damages each, always including the vehicle of the driver's booking in
// progress (the first of the tenant's vehicles, seed.ts), so that a demo shows known damages on the condition diagram.
// Texts in French and English, as the demo's other texts (`t(ctx, fr, en)` when answering).
import type { TenantId } from '@frontoffice/tenants';
import type { DemoState, Schemas, VehicleDamageRecord } from './model.ts';

/** One known damage of the fixtures. */
export interface DamageFixture {
  vehicleId: number;
  zone: Schemas['ConditionZone'];
  fr: string;
  en: string;
  /** How long before the demo's start it was reported. */
  daysAgo: number;
}

const SCRATCH_REAR = { zone: 'rear', fr: 'Rayure sur le pare-chocs arrière, côté gauche', en: 'Scratch on the rear bumper, left side' } as const;
const CHIP_WINDSCREEN = { zone: 'windscreen', fr: 'Impact de gravillon en bas du pare-brise', en: 'Stone chip at the bottom of the windscreen' } as const;
const RIM_FRONT_RIGHT = { zone: 'wheel_front_right', fr: 'Jante avant droite frottée contre un trottoir', en: 'Front right rim scuffed against a kerb' } as const;
const DENT_LEFT = { zone: 'left', fr: 'Petite bosse sur la portière arrière gauche', en: 'Small dent on the rear left door' } as const;
const STAIN_INTERIOR = { zone: 'interior', fr: 'Tache sur le siège passager', en: 'Stain on the passenger seat' } as const;
const SCRATCH_FRONT = { zone: 'front', fr: 'Éraflure sur le pare-chocs avant', en: 'Scrape on the front bumper' } as const;
const MIRROR_RIGHT = { zone: 'right', fr: 'Coque du rétroviseur droit fendue', en: 'Right mirror cover cracked' } as const;
const ROOF_HAIL = { zone: 'roof', fr: 'Traces de grêle sur le toit', en: 'Hail marks on the roof' } as const;
const RIM_REAR_LEFT = { zone: 'wheel_rear_left', fr: 'Enjoliveur arrière gauche manquant', en: 'Rear left hubcap missing' } as const;

/** The known damages of each tenant's fixtures. */
export const DAMAGE_FIXTURES: Record<TenantId, DamageFixture[]> = {
  demo: [
    { vehicleId: 1001, ...SCRATCH_REAR, daysAgo: 12 },
    { vehicleId: 1001, ...CHIP_WINDSCREEN, daysAgo: 40 },
    { vehicleId: 1001, ...RIM_FRONT_RIGHT, daysAgo: 75 },
    { vehicleId: 1002, ...DENT_LEFT, daysAgo: 20 },
    { vehicleId: 1004, ...STAIN_INTERIOR, daysAgo: 5 },
    { vehicleId: 1004, ...SCRATCH_FRONT, daysAgo: 33 },
  ],
  cityshare: [
    { vehicleId: 2001, ...SCRATCH_FRONT, daysAgo: 9 },
    { vehicleId: 2001, ...MIRROR_RIGHT, daysAgo: 28 },
    { vehicleId: 2002, ...RIM_REAR_LEFT, daysAgo: 14 },
    { vehicleId: 2004, ...SCRATCH_REAR, daysAgo: 60 },
  ],
  fleetco: [
    { vehicleId: 3001, ...DENT_LEFT, daysAgo: 7 },
    { vehicleId: 3001, ...CHIP_WINDSCREEN, daysAgo: 50 },
    { vehicleId: 3003, ...ROOF_HAIL, daysAgo: 90 },
  ],
  campus: [
    { vehicleId: 4001, ...STAIN_INTERIOR, daysAgo: 3 },
    { vehicleId: 4002, ...RIM_FRONT_RIGHT, daysAgo: 21 },
    { vehicleId: 4002, ...SCRATCH_REAR, daysAgo: 45 },
  ],
  minimal: [
    { vehicleId: 5001, ...SCRATCH_REAR, daysAgo: 16 },
    { vehicleId: 5002, ...MIRROR_RIGHT, daysAgo: 30 },
  ],
};

/** The picture of every known damage: a drawing served by the demo API (controls: `assets/damage.svg`). */
export const DAMAGE_PHOTO_URL = '{base}/__demo/assets/damage.svg';

const DAY = 24 * 3_600_000;

/**
 * Ids of the known damages: a range of their own, so that adding them moved no id of the seeded accounts, documents and
 * rentals (tests and links name some, `/account/bookings/10043`).
 */
const DAMAGE_ID_BASE = 90_000;

/** The tenant's known damages, reported before `now` (the seed's clock). */
export function seedVehicleDamages(state: Pick<DemoState, 'tenantId' | 'vehiclesById'>, now: number): VehicleDamageRecord[] {
  return DAMAGE_FIXTURES[state.tenantId].map((fixture, index) => {
    if (!state.vehiclesById.has(fixture.vehicleId)) throw new Error(`Damage fixture of ${state.tenantId}: no vehicle ${fixture.vehicleId}`);
    return {
      id: DAMAGE_ID_BASE + index + 1,
      vehicle_id: fixture.vehicleId,
      zone: fixture.zone,
      description: { fr: fixture.fr, en: fixture.en },
      reported_at: new Date(now - fixture.daysAgo * DAY).toISOString(),
      photo_urls: [DAMAGE_PHOTO_URL],
    };
  });
}

/** A close-up of a scratched panel, the picture of the fixtures' known damages. */
export function damageSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360" role="img" aria-label="Damage">
  <rect width="480" height="360" fill="#c8d2dc"/>
  <path d="M0 60 Q240 20 480 60 L480 300 Q240 340 0 300 Z" fill="#5b7fa6" stroke="#1f2933" stroke-width="4"/>
  <path d="M70 120 Q150 90 230 70 Q300 58 410 80 L410 92 Q300 72 232 84 Q150 104 74 134 Z" fill="#ffffff" opacity="0.35"/>
  <path d="M120 220 L210 170 L250 190 L340 140" fill="none" stroke="#e8edf2" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M128 230 L212 182 L252 202 L336 156" fill="none" stroke="#2b2f33" stroke-width="2" stroke-linecap="round" opacity="0.5"/>
  <circle cx="250" cy="190" r="90" fill="none" stroke="#d64545" stroke-width="6" stroke-dasharray="18 10"/>
</svg>
`;
}
