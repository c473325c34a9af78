import { style } from '@vanilla-extract/css';
import { media } from '../theme/baseTokens.ts';
import { vars } from '../theme/contract.css.ts';
import { stack as column } from '../theme/recipes.ts';

// Layout of the example screens in the gallery stories (not part of the design system's API).
export const pageTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.font.headingWeight,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.015em',
  '@media': { [media.tablet]: { fontSize: vars.fontSize['3xl'] } },
});

export const lead = style({ marginTop: vars.space['2'], fontSize: vars.fontSize.md, color: vars.color.text.secondary });

export const searchGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const full = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const resultsHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.font.headingWeight, lineHeight: vars.lineHeight.tight });

export const results = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const vehicleMedia = style({
  height: 132,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `linear-gradient(135deg, ${vars.color.brand.soft}, ${vars.color.surface.sunken})`,
  color: vars.color.brand.solid,
});

export const vehicleBody = style({ ...column(vars.space['3']), padding: vars.space['4'] });

export const vehicleTop = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space['3'] });

export const vehicleName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.font.headingWeight, lineHeight: vars.lineHeight.snug });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const specs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const vehicleFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const stack = style(column(vars.space['5']));

export const uploads = style({ display: 'grid', gap: vars.space['3'] });

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between' } },
});

export const swatchGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: vars.space['3'] });

export const swatch = style({ borderRadius: vars.radius.md, overflow: 'hidden', border: `1px solid ${vars.color.border.subtle}`, backgroundColor: vars.color.surface.raised });

export const swatchColor = style({ height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const swatchName = style({ padding: `${vars.space['2']} ${vars.space['3']}`, fontSize: vars.fontSize.xs, color: vars.color.text.secondary, fontFamily: 'ui-monospace, monospace' });

export const galleryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['5'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });
