import type { TenantThemeOverrides } from '../theme-types.ts';

/** Minimal: black on white, no tint anywhere but the status colours. */
export const theme: TenantThemeOverrides = {
  name: 'minimal',
  color: {
    brand: {
      solid: '#18181b',
      solidHover: '#2e2e33',
      solidPressed: '#44444b',
      onSolid: '#ffffff',
      soft: '#f4f4f5',
      softHover: '#e7e7ea',
      onSoft: '#18181b',
    },
    neutral: {
      solid: '#f0f0f2',
      solidHover: '#e4e4e7',
      solidPressed: '#d4d4d8',
      onSolid: '#18181b',
      soft: '#f4f4f5',
      softHover: '#e7e7ea',
      onSoft: '#3f3f46',
    },
    surface: {
      page: '#ffffff',
      raised: '#ffffff',
      sunken: '#f4f4f5',
      hover: '#f4f4f5',
      pressed: '#e7e7ea',
      inverse: '#18181b',
      header: '#ffffff',
    },
    text: {
      primary: '#18181b',
      secondary: '#52525b',
      link: '#18181b',
      linkHover: '#44444b',
    },
    border: { subtle: '#e4e4e7', control: '#71717a', controlHover: '#52525b' },
    focusRing: '#18181b',
  },
  radius: { sm: '4px', md: '6px', lg: '8px', xl: '12px', control: '6px' },
};
