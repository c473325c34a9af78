import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const richText = style({
  color: vars.color.text.primary,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});

globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} :is(h2, h3, h4, h5, h6)`, {
  lineHeight: 1.3,
  margin: `${vars.space['6']} 0 ${vars.space['2']}`,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${richText} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${richText} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${richText} :is(p, ul, ol, dl, table, blockquote, details)`, { margin: `0 0 ${vars.space['3']}` });
globalStyle(`${richText} :is(ul, ol)`, { paddingLeft: vars.space['6'] });
globalStyle(`${richText} li + li`, { marginTop: vars.space['1'] });
globalStyle(`${richText} a`, { color: vars.color.text.link, textUnderlineOffset: '2px' });
globalStyle(`${richText} a:hover`, { color: vars.color.text.linkHover });
globalStyle(`${richText} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${richText} table`, { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' });
globalStyle(`${richText} :is(th, td)`, {
  border: `1px solid ${vars.color.border.subtle}`,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'left',
  // Prices and words stay whole in table cells; the table scrolls sideways on a phone instead.
  overflowWrap: 'normal',
});
globalStyle(`${richText} summary`, { cursor: 'pointer', fontWeight: vars.fontWeight.semibold, minHeight: 44, display: 'flex', alignItems: 'center' });
globalStyle(`${richText} blockquote`, {
  borderLeft: `4px solid ${vars.color.border.subtle}`,
  paddingLeft: vars.space['4'],
  color: vars.color.text.secondary,
});
