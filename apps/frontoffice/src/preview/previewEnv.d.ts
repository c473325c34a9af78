/** `true` in a static tenant preview build (vite.config.ts `PREVIEW_MODE`), `false` in the operator build. */
declare const __FRONTOFFICE_PREVIEW__: boolean;
