import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });

export const refusal = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
