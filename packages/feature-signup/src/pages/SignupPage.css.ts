import { style } from '@vanilla-extract/css';
import { media, vars } from '@frontoffice/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  width: '100%',
  maxWidth: 1040,
  marginInline: 'auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  color: vars.color.text.primary,
  '@media': { [media.tablet]: { padding: `${vars.space['10']} ${vars.space['6']}` } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.font.headingWeight,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: vars.fontSize['3xl'] } },
});

/** Phones: the line stepper above the step. Desktop: the stepper in a sidebar beside the step. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': { [media.desktop]: { gridTemplateColumns: '260px minmax(0, 1fr)', gap: vars.space['10'], alignItems: 'start' } },
});

export const sidebar = style({
  '@media': { [media.desktop]: { position: 'sticky', top: vars.space['6'] } },
});

/** The step's column keeps a comfortable line length. */
export const content = style({ minWidth: 0, maxWidth: 640 });
