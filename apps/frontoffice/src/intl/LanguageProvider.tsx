import { createContext, type ReactNode, use, useCallback, useMemo, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { LANGUAGE_STORAGE_KEY, type Language } from './language.ts';
import type { MessageStore } from './messages.ts';

/** The current language and how to change it. */
export interface LanguageContextValue {
  language: Language;
  /** The languages the tenant offers: both with multi-language on, its own language otherwise (spec §1). */
  available: readonly Language[];
  /** Loads the catalogues, switches the interface, stores the choice under `lng` (spec §9). */
  setLanguage(language: Language): Promise<void>;
  /** The messages on screen, for parts that load their own catalogue (see AriaLocale). */
  store: MessageStore;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Props of {@link LanguageProvider}. */
export interface LanguageProviderProps {
  store: MessageStore;
  available: readonly Language[];
  /** Told of every change, so the API client sends the new Accept-Language. */
  onChange?: (language: Language) => void;
  children: ReactNode;
}

/** Provides react-intl with the messages on screen and lets the interface switch language. */
export function LanguageProvider({ store, available, onChange, children }: LanguageProviderProps) {
  const { language, messages } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const setLanguage = useCallback(
    async (next: Language) => {
      onChange?.(next);
      await store.setLanguage(next);
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // Storage may be unavailable (private modes): the choice then lasts for this visit only.
      }
      document.documentElement.lang = next;
    },
    [onChange, store],
  );
  const value = useMemo(() => ({ language, available, setLanguage, store }), [language, available, setLanguage, store]);
  return (
    <LanguageContext value={value}>
      <IntlProvider locale={language} defaultLocale="fr" messages={messages}>
        {/* react-aria's locale is set by AriaLocale, around the lazily loaded parts that it localizes. */}
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}

/** The current language and its setter. */
export function useLanguage(): LanguageContextValue {
  const value = use(LanguageContext);
  if (!value) throw new Error('useLanguage needs a <LanguageProvider> above it.');
  return value;
}
