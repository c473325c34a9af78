import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
