import { useSessionKind } from '@frontoffice/api-client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '../intl/language.ts';
import { useLanguage } from '../intl/LanguageProvider.tsx';
import type { Messages } from '../intl/messages.ts';
import { firstPage } from '../startup/firstPage.ts';

// Issue 34 item 2: its own chunk, asked for once the first page is drawn; a download that fails (offline on a first
// visit) draws nothing rather than the error page: the banner is a help, the page is whole without it.
const TripEndBanner = lazy(() =>
  import('@frontoffice/feature-rentals/TripEndBanner').catch((error: unknown) => {
    console.error('The trip-end banner could not be loaded', error);
    return { default: () => null };
  }),
);

/**
 * The banner's messages, a part of feature-rentals' catalogue (messagesPlugin.ts, PACKAGE_PARTS), loaded here rather
 * than through the message store: the store's table of loaders is in the entry, whose every byte counts on /login.
 */
const TRIP_MESSAGES: Record<Language, () => Promise<{ default: Messages }>> = {
  fr: () => import('virtual:frontoffice-messages/fr/feature-rentals/trip'),
  en: () => import('virtual:frontoffice-messages/en/feature-rentals/trip'),
};

/**
 * The end of the signed-in driver's trip, said on every page of the app frame (issue 34 item 2,
 * feature-rentals' TripEndBanner): for a member only, never in a first paint, in the language on screen.
 */
export function TripEnd() {
  const member = useSessionKind() === 'member';
  const { language } = useLanguage();
  const intl = useIntl();
  const [loaded, setLoaded] = useState<{ language: Language; messages: Messages } | null>(null);
  useEffect(() => {
    if (!member) return;
    let current = true;
    void firstPage.drawn
      .then(() => TRIP_MESSAGES[language]())
      .then(
        ({ default: messages }) => current && setLoaded({ language, messages }),
        (error: unknown) => console.error('The trip-end banner’s messages could not be loaded', error),
      );
    return () => {
      current = false;
    };
  }, [member, language]);
  if (!member || loaded?.language !== language) return null;
  return (
    <IntlProvider locale={intl.locale} defaultLocale="fr" messages={{ ...(intl.messages as Messages), ...loaded.messages }}>
      <Suspense fallback={null}>
        <TripEndBanner />
      </Suspense>
    </IntlProvider>
  );
}
