import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontWeight: vars.fontWeight.semibold });

// The masked number keeps its four groups on one line and its digits aligned.
export const number = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const expiry = style({ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space['2'], fontVariantNumeric: 'tabular-nums' });
