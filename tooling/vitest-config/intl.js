// The check of a package's message catalogues (issue 7 "Languages"): French and English have the same ids, every
// message is valid ICU with the same arguments in both languages, and every id used in the code exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

/** Names of the arguments a parsed ICU message uses. */
export function argumentsOf(elements, into = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.tag) into.add(element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'generated') files.push(...sourceFiles(path));
    } else if (/\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      files.push(path);
    }
  }
  return files;
}

// Ids written in code: <FormattedMessage id="..."/>, formatMessage({ id: '...' }), defineMessages entries.
const ID_PATTERN = /\bid\s*[:=]\s*\{?\s*['"`]([a-z][\w-]*(?:\.[\w-]+)+)['"`]/g;

/** Message ids a source text refers to. */
export function idsUsedIn(source) {
  return [...source.matchAll(ID_PATTERN)].map((match) => match[1]);
}

// Messages every package may show: the error catalogue of spec §8, its success messages and common words. They are
// owned by the app's catalogue (apps/frontoffice/intl), which is merged with every package's at build time.
export const SHARED_PREFIXES = ['errors.', 'success.', 'common.'];

function sharedIds(fromDir) {
  let dir = fromDir;
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return new Set();
    dir = parent;
  }
  const app = JSON.parse(readFileSync(join(dir, 'apps/frontoffice/intl/fr.json'), 'utf8'));
  return new Set(Object.keys(app).filter((id) => SHARED_PREFIXES.some((prefix) => id.startsWith(prefix))));
}

/**
 * Registers the catalogue checks of one package.
 * @param {URL | string} [packageDir] the package folder (holding `intl/fr.json`, `intl/en.json` and `src/`);
 *   @default process.cwd(), the package whose tests run
 */
export function checkCatalogues(packageDir = process.cwd()) {
  // happy-dom replaces the global URL class, so a URL is converted through its string form.
  const text = String(packageDir);
  const dir = text.startsWith('file:') ? fileURLToPath(text) : text;
  const read = (language) => JSON.parse(readFileSync(join(dir, 'intl', `${language}.json`), 'utf8'));
  const fr = read('fr');
  const en = read('en');

  describe('message catalogues (issue 7: French and English complete)', () => {
    it('French and English have the same message ids', () => {
      expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    });

    it('every message is valid ICU with the same arguments in both languages', () => {
      for (const id of Object.keys(fr)) {
        const frArgs = [...argumentsOf(parse(fr[id]))].sort();
        const enArgs = en[id] === undefined ? [] : [...argumentsOf(parse(en[id]))].sort();
        expect({ id, args: enArgs }).toEqual({ id, args: frArgs });
        expect(fr[id].trim(), `${id} is empty in French`).not.toBe('');
      }
    });

    it('every message id used in the code exists (its own, or a shared errors./success./common. one)', () => {
      const shared = sharedIds(dir);
      const missing = [];
      for (const file of sourceFiles(join(dir, 'src'))) {
        for (const id of idsUsedIn(readFileSync(file, 'utf8'))) {
          if (!(id in fr) && !shared.has(id)) missing.push(`${id} (${file.slice(dir.length + 1)})`);
        }
      }
      expect(missing).toEqual([]);
    });
  });
}
