import { style } from '@vanilla-extract/css';

/**
 * The search page's place while its code loads (issue 18): a screen's height, so that the footer below stays out of
 * sight and the page, when it comes, moves nothing that a driver saw (Cumulative Layout Shift).
 */
export const searchPending = style({ minHeight: '100dvh' });
