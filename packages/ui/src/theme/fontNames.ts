/** The family the theme's body font names first (baseTokens `font.body`): Inter, declared by `loadFonts`. */
export const INTER_FAMILY = 'Inter Variable';

/** The local font the theme's body font names next, drawn to Inter's metrics until Inter arrives (global.css.ts). */
export const INTER_FALLBACK_FAMILY = 'Inter Fallback';
