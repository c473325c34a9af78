/** Registers the catalogue checks of one package (same ids in fr and en, valid ICU, used ids exist). */
export function checkCatalogues(packageDir?: URL | string): void;
/** Message ids a source text refers to. */
export function idsUsedIn(source: string): string[];
