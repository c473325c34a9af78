import { vars } from '@frontoffice/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const failure = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
});

/** The note of a failure whose reason is in a notification (decision D23): the notice's colours, not an alert. */
export const note = style({
  margin: 0,
  justifySelf: 'stretch',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.danger.soft,
  color: vars.color.danger.onSoft,
});

globalStyle(`${failure} > [role="alert"]`, { justifySelf: 'stretch' });
