// Reads the message catalogues of the whole workspace: the app's own and each package's `intl/<language>.json`.
// Used by the app's build (merged and precompiled per language) and by component tests (rendered with real text).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not `new URL('.', import.meta.url)`: under happy-dom the global URL class is happy-dom's, which fileURLToPath refuses.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every catalogue file of one language. */
export function catalogueFiles(language) {
  const files = [join(root, 'apps/frontoffice/intl', `${language}.json`)];
  for (const dir of readdirSync(join(root, 'packages')).sort()) {
    const file = join(root, 'packages', dir, 'intl', `${language}.json`);
    if (existsSync(file)) files.push(file);
  }
  return files;
}

/** The merged catalogue of one language; a message id defined twice is an error. */
export function readCatalogue(language) {
  const merged = {};
  for (const file of catalogueFiles(language)) {
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    for (const [id, message] of Object.entries(messages)) {
      if (id in merged) throw new Error(`Message id "${id}" is defined twice (second time in ${file})`);
      merged[id] = message;
    }
  }
  return merged;
}
