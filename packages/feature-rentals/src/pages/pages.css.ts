import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const sections = style({ display: 'grid', gap: vars.space['8'] });

export const muted = style({ margin: 0, color: vars.color.text.secondary });

export const month = style({ display: 'grid', gap: vars.space['3'] });

export const monthHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'capitalize',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });
