/** Every catalogue file of one language: the app's and each package's `intl/<language>.json`. */
export function catalogueFiles(language: string): string[];
/** The merged catalogue of one language; a message id defined twice is an error. */
export function readCatalogue(language: string): Record<string, string>;
