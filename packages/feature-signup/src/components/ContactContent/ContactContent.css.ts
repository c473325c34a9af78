import { style } from '@vanilla-extract/css';
import { vars } from '@frontoffice/ui/theme';
import { contentPanel, sectionHeading, stack } from '@frontoffice/ui/recipes';

export const box = style({
  ...stack(vars.space['2']),
  margin: 0,
  listStyle: 'none',
  overflowWrap: 'anywhere',
  ...contentPanel,
});

export const title = style(sectionHeading);
