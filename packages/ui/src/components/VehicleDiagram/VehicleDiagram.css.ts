import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { centeredInline } from '../../theme/recipes.ts';
import { STAGE, ZONE_BOXES, type ZoneBox } from './vehicleGeometry.ts';

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  // Fills a phone's column; on wider screens the car stays the size of a hand rather than of the page.
  width: '100%',
  maxInlineSize: '26rem',
  marginInline: 'auto',
});

/** The drawing and the buttons over it share one box, so percentages of it are the drawing's units. */
export const stage = style({ position: 'relative', width: '100%', aspectRatio: `${STAGE.width} / ${STAGE.height}` });

export const drawing = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' });

export const zone = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: 0,
  margin: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    // Drawn inside the box: the boxes touch each other, an outer ring would hide under the next one.
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

const justify: Record<ZoneBox['align'], string> = { center: 'center', end: 'flex-end', start: 'flex-start' };

/** Each button over its zone, from the same geometry the drawing uses. */
export const place = styleVariants(ZONE_BOXES, (box) => ({
  position: 'absolute',
  left: percent(box.x, STAGE.width),
  top: percent(box.y, STAGE.height),
  width: percent(box.width, STAGE.width),
  height: percent(box.height, STAGE.height),
  justifyContent: justify[box.align],
  // The side columns keep their label clear of the wheel drawn at the column's inner edge (a padding in percent is
  // of the stage's width, so 16 units of the drawing). Physical sides, as the drawing's are.
  paddingLeft: box.align === 'start' ? percent(16, STAGE.width) : undefined,
  paddingRight: box.align === 'end' ? percent(16, STAGE.width) : undefined,
}));

/** The interior has no place on a top view: its button stands below the drawing, framed like the car's outline. */
export const interior = style({
  justifyContent: 'center',
  width: '40%',
  minHeight: vars.size.controlMd,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand.solid, boxShadow: `inset 0 0 0 1px ${vars.color.brand.solid}` },
  },
});

/** The visible label of a zone, with its marks. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['1'],
  maxWidth: '100%',
  padding: '3px 6px',
  // Not a pill: the side columns' labels take two lines.
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.control}`,
  backgroundColor: vars.color.surface.raised,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textWrap: 'balance',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    // The interior's button draws its own frame.
    [`${interior} &`]: { borderColor: 'transparent' },
    [`${zone}[data-hovered] &`]: { backgroundColor: vars.color.surface.hover },
    [`${zone}[data-pressed] &`]: { backgroundColor: vars.color.surface.pressed },
    // The chosen zone: the brand's filled colours, as a pressed toggle.
    [`${zone}[aria-pressed="true"] &`]: {
      backgroundColor: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
      color: vars.color.brand.onSolid,
      fontWeight: vars.fontWeight.semibold,
    },
    [`${zone}[data-disabled] &`]: {
      backgroundColor: vars.color.disabled.surface,
      borderColor: vars.color.disabled.border,
      color: vars.color.disabled.text,
    },
  },
});

const mark = style({
  ...centeredInline,
  flexShrink: 0,
  minWidth: 20,
  height: 20,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  // A ring in the page's colour keeps the mark distinct on the chosen zone's filled chip too.
  boxShadow: `0 0 0 2px ${vars.color.surface.raised}`,
});

/** The number of damages already known on the zone. */
export const known = style([mark, { padding: '0 5px', backgroundColor: vars.color.warning.solid, color: vars.color.warning.onSolid }]);

/** A damage of the report being made is on the zone. */
export const reported = style([mark, { width: 20, backgroundColor: vars.color.brand.solid, color: vars.color.brand.onSolid }]);

// The drawing: the car's parts in the theme's colours; a zone's state (data-state) tints its part.
const stroke = { stroke: vars.color.border.control, strokeWidth: 1.5 } as const;
const tint = {
  '&[data-state="known"]': { fill: vars.color.warning.soft, stroke: vars.color.warning.solid },
  '&[data-state="reported"]': { fill: vars.color.brand.soft, stroke: vars.color.brand.solid },
  '&[data-state="selected"]': { fill: vars.color.brand.soft, stroke: vars.color.brand.solid, strokeWidth: 3 },
} as const;

export const part = styleVariants({
  body: { ...stroke, fill: vars.color.surface.raised, selectors: tint },
  roof: { ...stroke, fill: vars.color.surface.sunken, selectors: tint },
  glass: { ...stroke, fill: vars.color.neutral.solidPressed, selectors: tint },
  wheel: {
    fill: vars.color.text.secondary,
    selectors: {
      '&[data-state="known"]': { fill: vars.color.warning.solid },
      '&[data-state="reported"], &[data-state="selected"]': { fill: vars.color.brand.solid },
    },
  },
  detail: { ...stroke, fill: 'none' },
});
