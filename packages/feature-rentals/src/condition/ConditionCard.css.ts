import { vars } from '@frontoffice/ui/theme';
import { style } from '@vanilla-extract/css';

export const reports = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const report = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const reportHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['2'] });

const state = { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium };
export const stateSent = style({ ...state, color: vars.color.success.onSoft });
export const stateWaiting = style({ ...state, color: vars.color.warning.onSoft });
export const stateRefused = style({ ...state, color: vars.color.danger.onSoft });

export const photos = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const thumbnail = style({
  display: 'block',
  flexShrink: 0,
  width: '72px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
});

/** The photos chosen for a damage in the report's dialog: one per line, its thumbnail and the way to remove it. */
export const chosenPhotos = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const chosenPhoto = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  // A camera's file name has no space to break at (IMG_20240512_093012.jpg): it wraps anywhere rather than widening
  // the dialog on a phone.
  overflowWrap: 'anywhere',
});

/** The remove button beside a thumbnail: its label, wrapped on a phone, reads from the thumbnail's side. */
export const removePhoto = style({ selectors: { [`${chosenPhoto} &`]: { textAlign: 'start' } } });

export const photoStates = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const progress = style({ display: 'block', width: '100%', maxWidth: '12rem', height: vars.space['2'], accentColor: vars.color.brand.solid });
