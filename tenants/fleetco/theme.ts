import type { TenantThemeOverrides } from '../theme-types.ts';

/** FleetCo: a corporate navy, square corners, bold headings and a navy header bar. */
export const theme: TenantThemeOverrides = {
  name: 'fleetco',
  color: {
    brand: {
      solid: '#1d4f91',
      solidHover: '#173f75',
      solidPressed: '#12325d',
      onSolid: '#ffffff',
      soft: '#e8eff9',
      softHover: '#d7e3f4',
      onSoft: '#173f75',
    },
    surface: {
      page: '#f2f4f7',
      sunken: '#e9edf2',
      header: '#13294d',
      inverse: '#13294d',
    },
    text: {
      primary: '#111c2e',
      secondary: '#465267',
      onHeader: '#ffffff',
      link: '#1d4f91',
      linkHover: '#12325d',
    },
    border: { subtle: '#dde2ea', control: '#75808f', controlHover: '#566071' },
    focusRing: '#1d4f91',
  },
  radius: { sm: '2px', md: '4px', lg: '6px', xl: '8px', control: '4px' },
  headingWeight: '750',
};
