import { catalogueFiles, readCatalogue } from '@frontoffice/vitest-config/catalogue';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:frontoffice-messages/';
const RESOLVED = '\0frontoffice-messages/';

/**
 * Serves `virtual:frontoffice-messages/<language>`: the merged catalogue of a language (the app's and every
 * package's), precompiled to the ICU AST at build time, so that the message parser stays out of the browser bundle
 * (about 7 kB gzip, shared/toolchain.md).
 */
export function messagesPlugin(): Plugin {
  return {
    name: 'frontoffice:messages',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const language = id.slice(RESOLVED.length);
      for (const file of catalogueFiles(language)) this.addWatchFile(file);
      const compiled = Object.fromEntries(
        Object.entries(readCatalogue(language)).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`Message "${key}" (${language}) is not valid ICU: ${String(error)}`);
          }
        }),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
