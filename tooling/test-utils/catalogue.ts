/// <reference types="vite/client" />
// The one catalogue loader of page tests and page stories: the app's catalogue (errors., success., common.) merged
// with the package's own, as the app holds them once a route asked for its package (`messages.ensure(...)`).
// `import.meta.glob` works the same under vitest (happy-dom or a browser) and in Storybook, where no file system is
// at hand. Eager: the catalogues are small, and a synchronous loader lets a test render in one step.

/** The two interface languages (spec §9). */
export type Language = 'fr' | 'en';

/** The packages that bring their own messages (`packages/<name>/intl/<language>.json`). */
export type MessagePackage = 'feature-account' | 'feature-signup' | 'feature-search' | 'feature-rentals' | 'part-payments' | 'part-profile';

/** react-aria's locale of each language, as the app sets it (apps/frontoffice/src/intl/language.ts, decision D25). */
export const ARIA_LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

type Catalogue = Record<string, string>;

const files = import.meta.glob<Catalogue>(['../../apps/frontoffice/intl/*.json', '../../packages/*/intl/*.json'], {
  import: 'default',
  eager: true,
});

const merged = new Map<string, Catalogue>();

/** Whether a string names a package with its own catalogue. */
export function isMessagePackage(name: string): name is MessagePackage {
  return `../../packages/${name}/intl/fr.json` in files;
}

/** The catalogues of the parts (`packages/part-*`), which the features' pages draw inside themselves. */
function partCatalogues(language: Language): Catalogue[] {
  return Object.entries(files)
    .filter(([path]) => path.startsWith('../../packages/part-') && path.endsWith(`/intl/${language}.json`))
    .map(([, catalogue]) => catalogue);
}

/**
 * The messages a page of `pkg` shows in `language`: the app's catalogue merged with the package's and the parts'
 * (cached), as the app holds them once a route asked for its package and the parts it draws.
 * @param language the interface language
 * @param pkg the feature package whose page renders
 */
export function messagesOf(language: Language, pkg: MessagePackage): Catalogue {
  const key = `${language}/${pkg}`;
  let messages = merged.get(key);
  if (!messages) {
    const app = files[`../../apps/frontoffice/intl/${language}.json`];
    const own = files[`../../packages/${pkg}/intl/${language}.json`];
    if (!app || !own) throw new Error(`No ${language} catalogue for ${pkg}`);
    messages = Object.assign({}, app, ...partCatalogues(language), own) as Catalogue;
    merged.set(key, messages);
  }
  return messages;
}
