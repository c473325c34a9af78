// Issue 35 item 3: where each zone of the car sits on the diagram. Plain data, read by the drawing (VehicleDrawing.tsx)
// and by the styles that place the buttons over it (VehicleDiagram.css.ts), so the two cannot drift apart.
import type { ConditionZone } from '@frontoffice/domain';

/**
 * A zone of the car, as the domain names them (`CONDITION_ZONES`). The drawing has a place for each: keyed by the
 * domain's type, a zone added there fails ui's typecheck until it is drawn here.
 */
export type VehicleZoneId = ConditionZone;

/** The drawing's coordinate space (the SVG's viewBox): the car seen from above, bonnet at the top. */
export const STAGE = { width: 360, height: 400 } as const;

/** A button's box over the drawing, in the drawing's units. */
export interface ZoneBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the label sits in the box: beside the car, the side columns keep it clear of the wheels. */
  align: 'center' | 'end' | 'start';
}

// The car's body spans x 108-252, y 16-384; the side columns (x 0-108 and 252-360) carry the sides' and the wheels'
// buttons. At the 358 px of a 390 px phone the smallest box (the windscreen, 52 units high) is 52 px: every target
// keeps the 44 px minimum down to a 305 px wide diagram.
const left = { x: 0, width: 108, align: 'end' } as const;
const right = { x: 252, width: 108, align: 'start' } as const;
const body = { x: 108, width: 144, align: 'center' } as const;

/** The buttons' boxes over the drawing. `interior` has none: its button stands below the drawing. */
export const ZONE_BOXES: Record<Exclude<VehicleZoneId, 'interior'>, ZoneBox> = {
  front: { ...body, y: 16, height: 88 },
  wheel_front_left: { ...left, y: 46, height: 64 },
  wheel_front_right: { ...right, y: 46, height: 64 },
  windscreen: { ...body, y: 104, height: 52 },
  left: { ...left, y: 116, height: 158 },
  roof: { ...body, y: 156, height: 110 },
  right: { ...right, y: 116, height: 158 },
  rear: { ...body, y: 266, height: 118 },
  wheel_rear_left: { ...left, y: 280, height: 62 },
  wheel_rear_right: { ...right, y: 280, height: 62 },
};

/**
 * The order of the buttons, which is the Tab order: top to bottom, left to right within a row, as the drawing reads
 * (front → rear, left → right), then the interior below the drawing.
 */
export const ZONE_ORDER: readonly VehicleZoneId[] = [
  'front',
  'wheel_front_left',
  'wheel_front_right',
  'windscreen',
  'left',
  'roof',
  'right',
  'rear',
  'wheel_rear_left',
  'wheel_rear_right',
  'interior',
];
