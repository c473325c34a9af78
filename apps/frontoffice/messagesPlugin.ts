import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:frontoffice-messages/';
const RESOLVED = '\0frontoffice-messages/';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every message catalogue of one language: the app's own and each package's `intl/<language>.json`. */
export function catalogueFiles(language: string): string[] {
  const files = [join(root, 'apps/frontoffice/intl', `${language}.json`)];
  for (const dir of readdirSync(join(root, 'packages'))) {
    const file = join(root, 'packages', dir, 'intl', `${language}.json`);
    if (existsSync(file)) files.push(file);
  }
  return files;
}

/** Reads and merges the catalogues of one language; a message id defined twice is an error. */
export function readCatalogue(language: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const file of catalogueFiles(language)) {
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(messages)) {
      if (id in merged) throw new Error(`Message id "${id}" is defined twice (second time in ${file})`);
      merged[id] = message;
    }
  }
  return merged;
}

/**
 * Serves `virtual:frontoffice-messages/<language>`: the merged catalogue of a language, precompiled to the ICU AST
 * at build time, so that the message parser stays out of the browser bundle (about 7 kB gzip, shared/toolchain.md).
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
