import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

/** The sentence, then the link on a line of its own. */
export const content = style({ display: 'grid', gap: vars.space['1'], justifyItems: 'start' });
