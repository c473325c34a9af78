import { globalStyle, style } from '@vanilla-extract/css';

// Neutral styles for the pages that render before any tenant theme is known (configuration errors).
globalStyle('html, body', {
  margin: 0,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  color: '#1f2328',
  background: '#f6f7f9',
  lineHeight: 1.5,
});

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: '24px 16px',
  boxSizing: 'border-box',
});

export const panel = style({
  width: '100%',
  maxWidth: 560,
  background: '#ffffff',
  borderRadius: 12,
  boxShadow: '0 1px 2px rgba(0,0,0,.06), 0 8px 24px rgba(0,0,0,.08)',
  padding: '32px 24px',
  boxSizing: 'border-box',
});

export const title = style({ fontSize: 24, lineHeight: 1.25, margin: '0 0 12px' });

export const list = style({ margin: '8px 0 16px', paddingLeft: 20, fontFamily: 'ui-monospace, monospace', fontSize: 14 });

export const field = style({ display: 'grid', gap: 4, marginBottom: 16 });

export const input = style({
  minHeight: 44,
  padding: '8px 12px',
  border: '1px solid #8c959f',
  borderRadius: 8,
  fontSize: 16,
});

export const button = style({
  minHeight: 44,
  minWidth: 44,
  padding: '8px 20px',
  border: 0,
  borderRadius: 8,
  background: '#0b5cad',
  color: '#ffffff',
  fontSize: 16,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: '3px solid #0b5cad', outlineOffset: 2 } },
});
