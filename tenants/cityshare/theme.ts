import type { TenantThemeOverrides } from '../theme-types.ts';

/** CityShare: a city car-sharing green, pill-shaped controls and a dark green header bar. */
export const theme: TenantThemeOverrides = {
  name: 'cityshare',
  color: {
    brand: {
      solid: '#0e7a5a',
      solidHover: '#0b6b4f',
      solidPressed: '#095a42',
      onSolid: '#ffffff',
      soft: '#e3f5ee',
      softHover: '#d0eee2',
      onSoft: '#0a5c44',
    },
    surface: {
      page: '#f3f8f6',
      sunken: '#eaf2ef',
      hover: '#eef5f2',
      pressed: '#e0ece7',
      header: '#0b4f3c',
      inverse: '#12302a',
    },
    text: {
      primary: '#13231f',
      secondary: '#475a55',
      onHeader: '#ffffff',
      link: '#0b6b4f',
      linkHover: '#095a42',
    },
    border: { subtle: '#dbe7e2', control: '#738a83', controlHover: '#566b65' },
    focusRing: '#0e7a5a',
  },
  radius: { md: '10px', lg: '16px', xl: '22px', control: '999px' },
};
