import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.font.headingWeight, lineHeight: vars.lineHeight.snug });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const muted = style({ margin: 0, color: vars.color.text.secondary });

export const failure = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start' });
