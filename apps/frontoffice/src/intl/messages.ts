import type { MessageFormatElement } from 'react-intl';
import type { Language } from './language.ts';
import { tracked } from './tracked.ts';
// issue 18: the French messages the first paint of /login needs, the app's own and the login page's, are part of the
// entry (French is where start-up begins, language.ts) rather than two files of their own: fetched beside the entry,
// they shared a phone's bandwidth with it, which then arrived about 80 ms later (Lighthouse, simulated slow 4G). A
// visitor in English downloads them too (2.4 kB gzip).
import frApp from 'virtual:frontoffice-messages/fr';
import frLogin from 'virtual:frontoffice-messages/fr/feature-account/login';

/** A catalogue of messages precompiled to the ICU AST, by id (see messagesPlugin.ts). */
export type Messages = Record<string, MessageFormatElement[]>;

/**
 * The packages whose pages bring their own messages; `shell` is the part of the app's catalogue that no page needs
 * before its first render (messagesPlugin.ts, DEFERRED_APP_MESSAGES).
 */
export type MessagePackage =
  | 'shell'
  | 'feature-account'
  | 'feature-account/login'
  | 'feature-signup'
  | 'feature-search'
  | 'feature-rentals';

type Loader = () => Promise<{ default: Messages }>;

// One chunk per language and package, so that a page downloads only the messages it shows (the /login budget).
const loaders: Record<Language, { app: Loader } & Record<MessagePackage, Loader>> = {
  fr: {
    app: () => Promise.resolve({ default: frApp }),
    shell: () => import('virtual:frontoffice-messages/fr/shell'),
    'feature-account': () => import('virtual:frontoffice-messages/fr/feature-account'),
    // The login page's part of feature-account's catalogue (messagesPlugin.ts, PACKAGE_PARTS): /login's budget.
    'feature-account/login': () => Promise.resolve({ default: frLogin }),
    'feature-signup': () => import('virtual:frontoffice-messages/fr/feature-signup'),
    'feature-search': () => import('virtual:frontoffice-messages/fr/feature-search'),
    'feature-rentals': () => import('virtual:frontoffice-messages/fr/feature-rentals'),
  },
  en: {
    app: () => import('virtual:frontoffice-messages/en'),
    shell: () => import('virtual:frontoffice-messages/en/shell'),
    'feature-account': () => import('virtual:frontoffice-messages/en/feature-account'),
    'feature-account/login': () => import('virtual:frontoffice-messages/en/feature-account/login'),
    'feature-signup': () => import('virtual:frontoffice-messages/en/feature-signup'),
    'feature-search': () => import('virtual:frontoffice-messages/en/feature-search'),
    'feature-rentals': () => import('virtual:frontoffice-messages/en/feature-rentals'),
  },
};

/** Loads the app's own catalogue of one language (shell, errors, success messages), without its deferred part. */
export async function loadMessages(language: Language): Promise<Messages> {
  return (await loaders[language].app()).default;
}

/** Starts loading a package's messages ahead of the store's `ensure` (the same module: fetched once). */
export function preloadMessages(language: Language, pkg: MessagePackage): Promise<unknown> {
  return loaders[language][pkg]();
}

/**
 * Loads the app's whole catalogue, deferred part included: for the start-up error pages, shown before the store
 * exists.
 */
export async function loadAllAppMessages(language: Language): Promise<Messages> {
  const [app, shell] = await Promise.all([loaders[language].app(), loaders[language].shell()]);
  return { ...app.default, ...shell.default };
}

/**
 * How long a package whose messages failed to load stays failed. Asked again at once, the page that waits for them
 * (`use`) was rendered again at each failure, and asked again: hundreds of requests a second and an empty page, never
 * its error page (seen with the chunk refused).
 */
export const FAILURE_KEPT_MS = 5_000;

/**
 * The messages on screen: the app's catalogue plus those of the packages shown so far, in the current language.
 * Routes ask for their packages' messages before rendering; a language change reloads every loaded catalogue.
 */
export class MessageStore {
  private readonly listeners = new Set<() => void>();
  private readonly packages = new Set<MessagePackage>();
  private readonly loading = new Map<MessagePackage, Promise<void>>();
  private snapshot: { language: Language; messages: Messages };

  constructor(language: Language, appMessages: Messages) {
    this.snapshot = { language, messages: appMessages };
  }

  /** The current language and messages (a new object on every change). */
  getSnapshot = () => this.snapshot;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads the messages of packages not loaded yet, in the current language. */
  async ensure(...packages: MessagePackage[]): Promise<void> {
    const missing = packages.filter((pkg) => !this.packages.has(pkg));
    if (missing.length === 0) return;
    const { language } = this.snapshot;
    const loaded = await Promise.all(missing.map((pkg) => loaders[language][pkg]()));
    if (this.snapshot.language !== language) return this.ensure(...packages);
    for (const pkg of missing) this.packages.add(pkg);
    this.set(language, Object.assign({}, this.snapshot.messages, ...loaded.map((module) => module.default)));
  }

  /**
   * The same promise on every call until the package's messages are loaded, for React's `use` (a component that
   * suspends until its messages are there). A failed load stays failed for {@link FAILURE_KEPT_MS}, so that the page
   * reading it reaches its error page (spec §8); a call after that tries again.
   */
  loaded(pkg: MessagePackage): Promise<void> {
    let pending = this.loading.get(pkg);
    if (!pending) {
      // Marked as React's `use` reads it: once loaded, a component reading it renders at once (lazyWithLocale.tsx).
      const attempt = tracked(this.ensure(pkg));
      attempt.catch(() => {
        setTimeout(() => {
          if (this.loading.get(pkg) === attempt) this.loading.delete(pkg);
        }, FAILURE_KEPT_MS);
      });
      this.loading.set(pkg, (pending = attempt));
    }
    return pending;
  }

  /** Switches language: the app's catalogue and every package loaded so far, in the new language. */
  async setLanguage(language: Language): Promise<void> {
    const [app, ...rest] = await Promise.all([
      loaders[language].app(),
      ...[...this.packages].map((pkg) => loaders[language][pkg]()),
    ]);
    this.set(language, Object.assign({}, app?.default, ...rest.map((module) => module.default)));
  }

  private set(language: Language, messages: Messages) {
    this.snapshot = { language, messages };
    for (const listener of this.listeners) listener();
  }
}
