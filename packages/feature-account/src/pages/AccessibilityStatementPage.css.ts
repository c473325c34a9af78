import { style } from '@vanilla-extract/css';
import { vars } from '@frontoffice/ui/theme';
import { mutedText, sectionHeading, stack } from '@frontoffice/ui/recipes';

export const statement = style({ ...stack(vars.space['6']), overflowWrap: 'anywhere' });

export const section = style(stack(vars.space['3']));

export const heading = style(sectionHeading);

export const paragraph = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const list = style({
  ...stack(vars.space['2']),
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const built = style(mutedText);
