import { iconButton } from '../IconButton/IconButton.css.ts';

/** The ghost icon-button look, for react-aria buttons that must stay plain `Button`s (slots). */
export const IconButtonStyle = iconButton({ variant: 'ghost' });
