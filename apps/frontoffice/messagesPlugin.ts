import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:frontoffice-messages/';
const RESOLVED = '\0frontoffice-messages/';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The catalogue file behind a virtual id: `<language>` is the app's own (shell, errors, success, common);
 * `<language>/<package>` is a workspace package's (`packages/<package>/intl/<language>.json`).
 */
export function catalogueFile(spec: string): string {
  const [language, pkg] = spec.split('/');
  if (!language || !/^[a-z]{2}$/.test(language)) throw new Error(`Unknown message catalogue "${spec}"`);
  const file = pkg
    ? join(root, 'packages', pkg, 'intl', `${language}.json`)
    : join(root, 'apps/frontoffice/intl', `${language}.json`);
  if (pkg && (!/^[a-z-]+$/.test(pkg) || !existsSync(file))) throw new Error(`No message catalogue for "${spec}"`);
  return file;
}

/**
 * Serves `virtual:frontoffice-messages/<language>[/<package>]`: one catalogue precompiled to the ICU AST at build
 * time, so that the message parser stays out of the browser bundle (about 7 kB gzip, shared/toolchain.md), and one
 * chunk per package, so that a page downloads only the messages of the packages it shows.
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
      const spec = id.slice(RESOLVED.length);
      const file = catalogueFile(spec);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`Message "${key}" (${spec}) is not valid ICU: ${String(error)}`);
          }
        }),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
