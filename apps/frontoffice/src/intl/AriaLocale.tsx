import { type ReactNode, use } from 'react';
import { I18nProvider } from 'react-aria-components';
import { ariaLocales } from './language.ts';
import { useLanguage } from './LanguageProvider.tsx';

/**
 * What the lazily loaded parts (the app frame, dialogs, notifications: see `lazyWithLocale`) need beyond the first
 * page: react-aria's own texts and formats (dates, numbers, its hidden "Dismiss" buttons) in the interface language,
 * and the deferred part of the app's messages (it suspends until they are loaded). Both stay off /login (issue 2
 * budget); the sign-in forms draw nothing that react-aria localizes.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { language, store } = useLanguage();
  use(store.loaded('shell'));
  return <I18nProvider locale={ariaLocales[language]}>{children}</I18nProvider>;
}
