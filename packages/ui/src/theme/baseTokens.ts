import type { ColorTokens, RadiusTokens, TenantThemeOverrides } from '@frontoffice/tenants/theme-types.ts';

/** Every token of a theme, as the values a theme class assigns to the contract's variables. */
export interface ThemeTokens {
  color: ColorTokens;
  radius: RadiusTokens;
  font: {
    body: string;
    /** Weight of headings and titles. */
    headingWeight: string;
  };
  /** Type scale: size and line height pairs, phone first (16 px body so iOS does not zoom on inputs). */
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; '2xl': string; '3xl': string };
  lineHeight: { tight: string; snug: string; normal: string };
  fontWeight: { regular: string; medium: string; semibold: string; bold: string };
  space: {
    '0': string;
    '1': string;
    '2': string;
    '3': string;
    '4': string;
    '5': string;
    '6': string;
    '8': string;
    '10': string;
    '12': string;
    '16': string;
  };
  elevation: { '0': string; '1': string; '2': string; '3': string };
  motion: {
    durationFast: string;
    durationBase: string;
    durationSlow: string;
    easeStandard: string;
    easeEmphasized: string;
  };
  size: {
    /** The minimum touch target (WCAG 2.5.8 asks 24 px; the product asks 44 px on every control). */
    touchTarget: string;
    controlSm: string;
    controlMd: string;
    controlLg: string;
    /** Readable content width. */
    content: string;
  };
}

/**
 * Breakpoints in pixels. Media queries cannot read CSS variables, so these are constants rather than contract
 * variables; phone first, so styles add rules from these widths up.
 */
export const breakpoints = { tablet: 640, desktop: 1024 } as const;

/** Media queries for the breakpoints, for vanilla-extract `'@media'` blocks. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** The shared base tokens: the default theme, and the base every operator theme overrides. */
export const baseTokens: ThemeTokens = {
  color: {
    brand: {
      solid: '#2f54eb',
      solidHover: '#2445c8',
      solidPressed: '#1c37a3',
      onSolid: '#ffffff',
      soft: '#eef2ff',
      softHover: '#e0e7ff',
      onSoft: '#1f3bb3',
    },
    success: {
      solid: '#1b7f4c',
      solidHover: '#166b40',
      solidPressed: '#115734',
      onSolid: '#ffffff',
      soft: '#e6f6ed',
      softHover: '#d3efdf',
      onSoft: '#13613a',
    },
    warning: {
      solid: '#b45309',
      solidHover: '#9a4607',
      solidPressed: '#803a06',
      onSolid: '#ffffff',
      soft: '#fff4e0',
      softHover: '#ffe9c2',
      onSoft: '#8a3c00',
    },
    danger: {
      solid: '#c92a2a',
      solidHover: '#ac2222',
      solidPressed: '#8f1b1b',
      onSolid: '#ffffff',
      soft: '#fdecec',
      softHover: '#fadada',
      onSoft: '#a51d1d',
    },
    info: {
      solid: '#1971c2',
      solidHover: '#155fa3',
      solidPressed: '#114c84',
      onSolid: '#ffffff',
      soft: '#e7f1fb',
      softHover: '#d4e6f7',
      onSoft: '#0f5394',
    },
    neutral: {
      solid: '#e9edf3',
      solidHover: '#dde3ec',
      solidPressed: '#cfd7e3',
      onSolid: '#1d2433',
      soft: '#f1f4f8',
      softHover: '#e6eaf0',
      onSoft: '#3b4556',
    },
    surface: {
      page: '#f5f7fb',
      raised: '#ffffff',
      sunken: '#eef1f6',
      hover: '#f1f4f9',
      pressed: '#e4e9f1',
      inverse: '#1d2433',
      header: '#ffffff',
      backdrop: 'rgba(15, 23, 42, 0.52)',
    },
    text: {
      primary: '#172033',
      secondary: '#4f5a6d',
      disabled: '#9aa3b2',
      inverse: '#ffffff',
      onHeader: '#172033',
      link: '#2445c8',
      linkHover: '#1c37a3',
    },
    border: {
      subtle: '#e2e6ee',
      control: '#7b8597',
      controlHover: '#5b6577',
    },
    focusRing: '#2f54eb',
    disabled: {
      surface: '#eceff3',
      text: '#8d96a5',
      border: '#d5dae2',
    },
  },
  radius: { sm: '6px', md: '8px', lg: '12px', xl: '16px', control: '10px', full: '999px' },
  font: {
    body: "'Inter Variable', Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    headingWeight: '700',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
  },
  lineHeight: { tight: '1.2', snug: '1.35', normal: '1.5' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  space: {
    '0': '0',
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
  },
  elevation: {
    '0': 'none',
    '1': '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    '2': '0 4px 8px -2px rgba(16, 24, 40, 0.08), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
    '3': '0 20px 40px -8px rgba(16, 24, 40, 0.18), 0 8px 16px -8px rgba(16, 24, 40, 0.1)',
  },
  motion: {
    durationFast: '120ms',
    durationBase: '200ms',
    durationSlow: '320ms',
    easeStandard: 'cubic-bezier(0.2, 0, 0, 1)',
    easeEmphasized: 'cubic-bezier(0.3, 0, 0, 1.2)',
  },
  size: {
    touchTarget: '44px',
    controlSm: '44px',
    controlMd: '48px',
    controlLg: '56px',
    content: '1120px',
  },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) return (override ?? base) as T;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    result[key] = deepMerge(result[key], value);
  }
  return result as T;
}

/**
 * Builds a full set of tokens from the base tokens and one tenant's overrides (braid's `makeBraidTheme`).
 * @param overrides what `tenants/<id>/theme.ts` exports
 */
export function makeThemeTokens(overrides: TenantThemeOverrides): ThemeTokens {
  const tokens = deepMerge(baseTokens, { color: overrides.color ?? {}, radius: overrides.radius ?? {} });
  if (overrides.headingWeight) tokens.font = { ...tokens.font, headingWeight: overrides.headingWeight };
  return tokens;
}
