/**
 * The shape of a tenant's theme overrides. `ui` owns the theme contract and the base tokens; a tenant folder only
 * states how its look differs from them (raw colour values, corner radii), as plain data, so that `tenants` never
 * imports `ui` (the dependency points from `ui` to `tenants`).
 */

/** One colour role with its interaction states: a solid fill, its text, a soft tint and the text on that tint. */
export interface ToneTokens {
  /** Filled surface of the role (primary button, checked box, status dot). */
  solid: string;
  /** `solid` under the pointer. */
  solidHover: string;
  /** `solid` while pressed. */
  solidPressed: string;
  /** Text and icons drawn on `solid`. */
  onSolid: string;
  /** Tinted background (badges, alerts, selected rows). */
  soft: string;
  /** `soft` under the pointer. */
  softHover: string;
  /** Text on `soft`, also readable on the page surfaces (inline error text, links of the role). */
  onSoft: string;
}

/** Every colour of a theme. */
export interface ColorTokens {
  brand: ToneTokens;
  success: ToneTokens;
  warning: ToneTokens;
  danger: ToneTokens;
  info: ToneTokens;
  /** The neutral role (secondary buttons, chips, neutral badges). */
  neutral: ToneTokens;
  surface: {
    /** The page behind everything. */
    page: string;
    /** Cards, dialogs, inputs. */
    raised: string;
    /** Wells and zebra rows inside a raised surface. */
    sunken: string;
    /** Hover tint of rows and ghost buttons. */
    hover: string;
    /** Pressed tint of rows and ghost buttons. */
    pressed: string;
    /** Dark surface for toasts and tooltips. */
    inverse: string;
    /** Header bar. */
    header: string;
    /** Backdrop behind modals (may be translucent). */
    backdrop: string;
  };
  text: {
    primary: string;
    secondary: string;
    /** Disabled text (exempt from contrast minimums, WCAG 1.4.3). */
    disabled: string;
    /** Text on `surface.inverse`. */
    inverse: string;
    /** Text on `surface.header`. */
    onHeader: string;
    link: string;
    linkHover: string;
  };
  border: {
    /** Decorative dividers (no contrast minimum). */
    subtle: string;
    /** Borders that identify a control (inputs, checkboxes): 3:1 against the surfaces, WCAG 1.4.11. */
    control: string;
    /** `control` under the pointer. */
    controlHover: string;
  };
  /** The keyboard focus ring: 3:1 against the surfaces. */
  focusRing: string;
  disabled: {
    surface: string;
    text: string;
    border: string;
  };
}

/** Corner radii. */
export interface RadiusTokens {
  sm: string;
  md: string;
  lg: string;
  xl: string;
  /** Buttons and chips (a pill look uses 999px). */
  control: string;
  full: string;
}

/** A partial object: only what differs from the base tokens. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** What `tenants/<id>/theme.ts` exports. */
export interface TenantThemeOverrides {
  /** The value of the tenant setting `theme` that selects this look (decision D24). */
  name: string;
  /** Colours that differ from the base tokens. */
  color?: DeepPartial<ColorTokens>;
  /** Radii that differ from the base tokens. */
  radius?: Partial<RadiusTokens>;
  /** Headings weight, e.g. a bolder corporate look. */
  headingWeight?: string;
}
