import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space['6'], width: '100%', maxWidth: 960, margin: '0 auto' });

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: 1.25, fontWeight: vars.font.headingWeight });
