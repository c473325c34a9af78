// Issue 35 item 3: the car seen from above, bonnet at the top, in the theme's colours. A picture only (hidden from
// assistive technologies): the zones are the buttons VehicleDiagram places over it, and each part shows its zone's
// state here (known damages, reported, chosen).
import { STAGE, type VehicleZoneId } from './vehicleGeometry.ts';
import * as s from './VehicleDiagram.css.ts';

/** How a zone's part is tinted, strongest first: chosen, reported in this report, with known damages, plain. */
export type PartState = 'selected' | 'reported' | 'known' | 'idle';

/** A part of the drawing; the bare body between the windscreen and the rear window belongs to no zone. */
type Part = { zone?: VehicleZoneId; kind: keyof typeof s.part; d: string };

const wheel = (x: number, y: number) => `M${x + 5},${y}h8a5,5 0 0 1 5,5v44a5,5 0 0 1 -5,5h-8a5,5 0 0 1 -5,-5v-44a5,5 0 0 1 5,-5z`;
const tail = 'C252,372 232,384 180,384 C128,384 108,372 108,348';
const nose = 'L108,62 C108,30 132,16 180,16 C228,16 252,30 252,62';

// Drawn in this order: the wheels tuck under the body, the panels and windows lie on it.
const PARTS: readonly Part[] = [
  { zone: 'wheel_front_left', kind: 'wheel', d: wheel(94, 50) },
  { zone: 'wheel_front_right', kind: 'wheel', d: wheel(248, 50) },
  { zone: 'wheel_rear_left', kind: 'wheel', d: wheel(94, 284) },
  { zone: 'wheel_rear_right', kind: 'wheel', d: wheel(248, 284) },
  { kind: 'body', d: `M252,104 L252,348 ${tail} L108,104 Z` },
  { zone: 'front', kind: 'body', d: `M108,104 ${nose} L252,104 Z` },
  { zone: 'windscreen', kind: 'glass', d: 'M118,108 L242,108 L230,154 L130,154 Z' },
  { zone: 'roof', kind: 'roof', d: 'M138,158 h84 a8,8 0 0 1 8,8 v88 a8,8 0 0 1 -8,8 h-84 a8,8 0 0 1 -8,-8 v-88 a8,8 0 0 1 8,-8 z' },
  { zone: 'left', kind: 'glass', d: 'M112,122 L124,130 L124,258 L112,268 Z' },
  { zone: 'right', kind: 'glass', d: 'M248,122 L236,130 L236,258 L248,268 Z' },
  { zone: 'rear', kind: 'glass', d: 'M126,268 L234,268 L242,298 L118,298 Z' },
  { zone: 'rear', kind: 'body', d: `M108,300 L252,300 L252,348 ${tail} Z` },
];

// Lines that make it read as a car: headlights, tail lights, mirrors, the bonnet's creases.
const DETAILS = [
  'M118,44 Q124,30 144,24',
  'M242,44 Q236,30 216,24',
  'M118,360 Q124,376 142,380',
  'M242,360 Q236,376 218,380',
  'M152,30 L148,98',
  'M208,30 L212,98',
  'M108,112 L97,110 Q93,116 97,122 L108,122',
  'M252,112 L263,110 Q267,116 263,122 L252,122',
];

/** The drawing behind the zones' buttons. */
export function VehicleDrawing({ states }: { states: Partial<Record<VehicleZoneId, PartState>> }) {
  return (
    <svg className={s.drawing} viewBox={`0 0 ${STAGE.width} ${STAGE.height}`} aria-hidden="true" focusable="false">
      {PARTS.map((part) => (
        <path key={part.d} d={part.d} className={s.part[part.kind]} data-state={part.zone ? (states[part.zone] ?? 'idle') : undefined} />
      ))}
      {DETAILS.map((d) => (
        <path key={d} d={d} className={s.part.detail} />
      ))}
    </svg>
  );
}
