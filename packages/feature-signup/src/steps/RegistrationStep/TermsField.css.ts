import { style } from '@vanilla-extract/css';
import { vars } from '@frontoffice/ui/theme';

export const terms = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['1'] });

/** The read-more button lines up with the checkbox's label. */
export const readMore = style({ marginInlineStart: vars.space['8'] });
