import { Button } from 'react-aria-components';
import { cx } from '../../internal/cx.ts';
import { CheckIcon } from '../../internal/icons.tsx';
import { ZONE_BOXES, ZONE_ORDER, type VehicleZoneId } from './vehicleGeometry.ts';
import { VehicleDrawing, type PartState } from './VehicleDrawing.tsx';
import * as s from './VehicleDiagram.css.ts';

export type { VehicleZoneId } from './vehicleGeometry.ts';

/** One zone of the car as the caller describes it: every text comes from the caller (ui holds no product text). */
export interface VehicleZone {
  /** Which zone (the domain's `CONDITION_ZONES`): it decides where the button sits on the drawing. */
  id: VehicleZoneId;
  /** The visible label ("Avant" / "Front"). */
  label: string;
  /** How many damages are already known on this zone: shown as a count on the zone when above 0. */
  knownDamages: number;
  /**
   * The report being made has a damage on this zone: marked on the zone.
   * @default false
   */
  reported?: boolean;
  /**
   * The button's accessible name, ready-made: what the zone shows, in its order (WCAG 2.5.3, label in name): the
   * label, then the count of known damages, then any other words ("Avant, 2 dommages déjà signalés" / "Front, 2 known
   * damages"). Takes precedence over `zoneName`.
   */
  accessibleName?: string;
}

/** Props of `VehicleDiagram`. */
export interface VehicleDiagramProps {
  /** The group's accessible name ("Schéma du véhicule" / "Vehicle diagram"). */
  label: string;
  /** The zones offered, in any order: the diagram shows them front to rear, left to right. */
  zones: readonly VehicleZone[];
  /**
   * The chosen zone (its button is pressed).
   * @default null
   */
  selected?: VehicleZoneId | null;
  /** Called with the zone pressed (by pointer, Enter or Space), the chosen one included. */
  onSelect: (id: VehicleZoneId) => void;
  /**
   * Makes each zone's accessible name when the zone has no `accessibleName`, in the same shape (the label, then the
   * count of known damages). Give one or the other whenever zones have known damages or are reported, so that a
   * screen reader hears what the marks show. Without either, the name is the label alone.
   */
  zoneName?: (zone: VehicleZone) => string;
  /**
   * Nothing can be chosen (the marks stay visible).
   * @default false
   */
  isDisabled?: boolean;
  /** Extra class for layout (margins, grid placement). */
  className?: string;
}

function partState(zone: VehicleZone, selected: VehicleZoneId | null): PartState {
  if (zone.id === selected) return 'selected';
  if (zone.reported) return 'reported';
  return zone.knownDamages > 0 ? 'known' : 'idle';
}

/**
 * Issue 35 items 3 and 6: a top view of the car whose zones are real buttons, for placing a damage. Each zone is a
 * toggle button over its part of the drawing (`aria-pressed` for the chosen one), at least 44 px, reached with Tab in
 * the drawing's reading order and chosen with Enter or Space (react-aria's Button); its known damages show as a count
 * and tint its part, a zone of the report being made carries a mark. The interior, which a top view cannot show, is a
 * button below the drawing.
 *
 * @example
 * <VehicleDiagram
 *   label={intl.formatMessage(messages.diagram)}
 *   zones={CONDITION_ZONES.map((id) => ({ id, label: intl.formatMessage(zoneLabels[id]), knownDamages: known[id] ?? 0, reported: reported.has(id) }))}
 *   zoneName={(zone) => intl.formatMessage(messages.zoneName, { zone: zone.label, count: zone.knownDamages, reported: zone.reported })}
 *   selected={zone}
 *   onSelect={setZone}
 * />
 */
export function VehicleDiagram({ label, zones, selected = null, onSelect, zoneName, isDisabled = false, className }: VehicleDiagramProps) {
  const byId = new Map(zones.map((zone) => [zone.id, zone]));
  const shown = ZONE_ORDER.flatMap((id) => byId.get(id) ?? []);
  const states = Object.fromEntries(shown.map((zone) => [zone.id, partState(zone, selected)]));

  const button = (zone: VehicleZone) => (
    <Button
      key={zone.id}
      className={cx(s.zone, zone.id === 'interior' ? s.interior : s.place[zone.id])}
      aria-label={zone.accessibleName ?? zoneName?.(zone) ?? zone.label}
      aria-pressed={zone.id === selected}
      data-zone={zone.id}
      isDisabled={isDisabled}
      onPress={() => onSelect(zone.id)}
    >
      <span className={s.chip}>
        {zone.label}
        {/* The marks repeat what the accessible name says: hidden from screen readers. The space keeps the count a
            word of its own in the visible text ("Avant 2"), which the name contains (WCAG 2.5.3, axe's
            label-content-name-mismatch). */}
        {zone.knownDamages > 0 && (
          <>
            {' '}
            <span className={s.known} aria-hidden="true" data-known-damages={zone.knownDamages}>
              {zone.knownDamages}
            </span>
          </>
        )}
        {zone.reported && (
          <span className={s.reported} aria-hidden="true" data-reported="">
            <CheckIcon size={14} strokeWidth={3} />
          </span>
        )}
      </span>
    </Button>
  );

  return (
    <div role="group" aria-label={label} className={cx(s.root, className)}>
      <div className={s.stage}>
        <VehicleDrawing states={states} />
        {shown.filter((zone) => zone.id in ZONE_BOXES).map(button)}
      </div>
      {shown.filter((zone) => !(zone.id in ZONE_BOXES)).map(button)}
    </div>
  );
}
