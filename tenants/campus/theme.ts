import type { TenantThemeOverrides } from '../theme-types.ts';

/** Campus: a university burgundy on warm paper tones, softly rounded. */
export const theme: TenantThemeOverrides = {
  name: 'campus',
  color: {
    brand: {
      solid: '#9c1d3a',
      solidHover: '#85172f',
      solidPressed: '#6e1226',
      onSolid: '#ffffff',
      soft: '#fbecef',
      softHover: '#f6dae0',
      onSoft: '#85172f',
    },
    neutral: {
      solid: '#efe9e6',
      solidHover: '#e5ddd9',
      solidPressed: '#d9cfca',
      onSolid: '#2a1f21',
      soft: '#f6f1ee',
      softHover: '#ece5e1',
      onSoft: '#4d4144',
    },
    surface: {
      page: '#faf6f3',
      sunken: '#f3ede9',
      hover: '#f6f0ec',
      pressed: '#ece4df',
      inverse: '#2a1f21',
    },
    text: {
      primary: '#231a1c',
      secondary: '#5a4d50',
      link: '#9c1d3a',
      linkHover: '#6e1226',
    },
    border: { subtle: '#eadfda', control: '#8a7b7e', controlHover: '#6a5c5f' },
    focusRing: '#9c1d3a',
  },
  radius: { md: '10px', lg: '14px', xl: '20px', control: '10px' },
};
