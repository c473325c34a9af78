import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { LANGUAGE_STORAGE_KEY, type Language } from './language.ts';
import { loadMessages, type Messages } from './messages.ts';

/** The current language and how to change it. */
export interface LanguageContextValue {
  language: Language;
  /** The languages the tenant offers: both with multi-language on, its own language otherwise (spec §1). */
  available: readonly Language[];
  /** Loads the catalogue, switches the interface, stores the choice under `lng` (spec §9). */
  setLanguage(language: Language): Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Props of {@link LanguageProvider}. */
export interface LanguageProviderProps {
  initial: { language: Language; messages: Messages };
  available: readonly Language[];
  /** Told of every change, so the API client sends the new Accept-Language. */
  onChange?: (language: Language) => void;
  children: ReactNode;
}

/** Provides react-intl with the current language's catalogue and lets the interface switch language. */
export function LanguageProvider({ initial, available, onChange, children }: LanguageProviderProps) {
  const [state, setState] = useState(initial);
  const setLanguage = useCallback(
    async (language: Language) => {
      const messages = await loadMessages(language);
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Storage may be unavailable (private modes): the choice then lasts for this visit only.
      }
      document.documentElement.lang = language;
      onChange?.(language);
      setState({ language, messages });
    },
    [onChange],
  );
  const value = useMemo(() => ({ language: state.language, available, setLanguage }), [state.language, available, setLanguage]);
  return (
    <LanguageContext value={value}>
      <IntlProvider locale={state.language} defaultLocale="fr" messages={state.messages}>
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
