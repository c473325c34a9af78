import { style } from '@vanilla-extract/css';

export const logo = style({ display: 'inline-block', flex: 'none', verticalAlign: 'middle', width: 40, height: 26 });
