import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The tenant's phone and e-mail under an offline page (issue 33). */
export const contacts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });
