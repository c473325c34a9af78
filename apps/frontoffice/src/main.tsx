import {
  ApiClientProvider,
  createApiClient,
  createQueryClient,
  currentUserQueryOptions,
  tenantKeys,
  tenantQueryOptions,
  type Tenant,
} from '@frontoffice/api-client';
import { usesFeature } from '@frontoffice/domain';
import { applyFavicon, applyTheme, loadFonts, resolveThemeName, themeAssets } from '@frontoffice/ui/theme';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { lazy, startTransition, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadRuntimeConfig } from './config/runtimeConfig.ts';
import { RenderErrorBoundary } from './errors/RenderErrorBoundary.tsx';
import { createErrorReporter, reportableUrl } from './errors/reporter.ts';
import { initialLanguage, readStoredLanguage, type Language } from './intl/language.ts';
import { LanguageProvider } from './intl/LanguageProvider.tsx';
import { loadMessages, type MessagePackage, MessageStore, type Messages } from './intl/messages.ts';
import { availableLanguages, pickLanguage } from './intl/pickLanguage.ts';
import { createAppRouter } from './router.tsx';
import { AppRouter } from './shell/AppRouter.tsx';
import { Notifications } from './shell/Notifications.tsx';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { KEPT_ACCOUNT_KEY } from './offline/keys.ts';
import { OfflineStatus } from './shell/OfflineStatus.tsx';
import { ShellContext } from './shell/ShellContext.tsx';
import { consentDialogSettled } from './shell/dialogs/consentFirst.ts';
import { hasCookieConsent, readCookieConsent } from './shell/dialogs/cookieConsent.ts';
import { preloadCookieConsentDialog } from './shell/dialogs/ShellDialogs.tsx';
import { firstContentPainted } from './startup/firstContent.ts';
import { firstPage } from './startup/firstPage.ts';
import { startEarlyLoads } from './startup/earlyLoads.ts';
import { earlyAnswers, takeEarlyStart } from './startup/earlyStart.ts';
import { type CachedTenant, readCachedTenant, writeCachedTenant } from './startup/tenantCache.ts';

// Static tenant previews only (issue 20, decision D38): the switch panel. The operator build has no such code.
const PreviewPanel = __FRONTOFFICE_PREVIEW__ ? lazy(() => import('./preview/PreviewPanel.tsx')) : null;

/** Start-up's error pages, shown only when start-up fails: kept out of the first download (startup/startFailure.tsx). */
const startFailure = () => import('./startup/startFailure.tsx');

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function setLanguageAttribute(language: Language) {
  document.documentElement.lang = language;
}

/** The tenant start-up applied last: its favicon is the one shown once the page has painted. */
let framed: CachedTenant | undefined;

/**
 * The page's frame for a tenant (spec §1): `<html lang>`, the theme, the favicon and the title. The favicon, which is
 * not part of the page, is asked for once the page has painted its first content (issue 18: before, it shared a
 * phone's bandwidth with the entry script under Lighthouse's simulated slow 4G).
 */
function applyFrame(tenant: CachedTenant, language: Language) {
  setLanguageAttribute(language);
  applyTheme(tenant.theme, { favicon: false });
  document.title = tenant.human_name;
  framed = tenant;
  void firstContentPainted.then(() => {
    if (framed === tenant) applyFavicon(tenant.favicon_url ?? themeAssets[resolveThemeName(tenant.theme)].favicon);
  });
}

/**
 * Start-up (spec §1, issue 7): the runtime configuration, then the tenant's settings, which give the theme, the
 * favicon, the title and the language before anything themed renders; then the session from the stored token.
 */
async function start(root: Root) {
  const stored = readStoredLanguage(storage());
  const early = initialLanguage(stored);
  setLanguageAttribute(early);
  const messagesLoad = loadMessages(early);
  // Settled here, so that a failure waits for the code below that shows it.
  messagesLoad.catch(() => undefined);
  // issue 18: config.json (preloaded by index.html) and GET /tenant were asked for by the page's first script
  // (startup/boot.ts) while this script downloaded; a retried start-up asks for them itself.
  const started = takeEarlyStart();
  const result = await loadRuntimeConfig(import.meta.env.BASE_URL, started && ((() => started.config) as typeof fetch));
  const retry = () => void start(root);

  if (!result.ok) {
    await (await startFailure()).showStartFailure(root, early, messagesLoad, result, retry);
    return;
  }

  const config = result.config;
  const report = createErrorReporter(config.errorReporter);
  const language = { current: early };
  const queryClient = createQueryClient();
  /** The data kept for offline use (issue 33, decision D42): loaded when needed, never part of a first paint. */
  const kept = () => import('./offline/keptData.ts');
  const onSignedOut = { current: () => undefined as void };
  const client = createApiClient({
    apiBaseUrl: config.apiBaseUrl,
    oauth: config.oauth,
    useRefreshTokens: config.useRefreshTokens,
    timeoutMs: config.requestTimeoutMs,
    getLanguage: () => language.current,
    // spec §4, §8: a 401 that cannot be refreshed ends the session and sends the driver to login, once.
    onSignedOut: () => onSignedOut.current(),
    // spec §8, issue 19: answers that break the contract are reported, never shown as they are.
    report: (error) => report(error, { url: reportableUrl(window.location) }),
  }, { earlyAnswer: earlyAnswers(started) });
  client.attachQueryCache({
    // spec §4: the end of a session drops the driver's cached data. The tenant's settings and contents are nobody's
    // and stay, so that the way back to login does not wait for GET /tenant again. The calls made (a failed passenger
    // addition keeps its e-mail for the retry's check, issue 19) go too.
    clear: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== tenantKeys.all[0] });
      queryClient.getMutationCache().clear();
      // D42: and what was kept of the account for offline use (its marker at once, its data after).
      storage()?.removeItem(KEPT_ACCOUNT_KEY);
      void kept().then(({ forgetAccount }) => forgetAccount(config.apiBaseUrl));
    },
  });

  // Issue 33 item 3 (D42): with no network, the tenant's settings and a signed-in driver's bookings as last kept; a
  // start that has none of them (a first visit, a driver whose data was not kept) says the service cannot be reached.
  // The online manager otherwise learns that the network is gone from its next change only.
  if (!navigator.onLine) {
    onlineManager.setOnline(false);
    if (!__FRONTOFFICE_PREVIEW__ && !(await kept().then(({ restoreKept }) => restoreKept(queryClient, config.apiBaseUrl, client.getSessionKind() === 'member'), () => false))) {
      await (await startFailure()).showStartFailure(root, early, messagesLoad, undefined, retry);
      return;
    }
  }

  const tenantLoad = queryClient.fetchQuery({ ...tenantQueryOptions(client), retry: 1 });
  // issue 18: a returning visitor's frame (theme, favicon, title, language) from the last visit's settings while
  // GET /tenant revalidates them; the page itself waits for the answer, which replaces the frame if it changed.
  const cached = readCachedTenant(storage(), config.apiBaseUrl);
  let guess = early;
  if (cached) {
    guess = pickLanguage(stored, cached);
    applyFrame(cached, guess);
    if (guess !== early) loadMessages(guess).catch(() => undefined);
  }
  // The first page's chunk, messages and frame download while GET /tenant is on its way (asked for after it, so that
  // the tenant's answer is not queued behind them).
  const pageMessages: MessagePackage[] = ['shell'];
  const frame = startEarlyLoads(window.location.pathname.slice(import.meta.env.BASE_URL.length - 1), guess, pageMessages);

  let tenant: Tenant;
  let earlyMessages: Messages;
  try {
    [tenant, earlyMessages] = await Promise.all([tenantLoad, messagesLoad]);
  } catch (error) {
    console.error('The tenant settings or the messages could not be loaded', error);
    await (await startFailure()).showStartFailure(root, early, {}, undefined, retry);
    return;
  }

  writeCachedTenant(storage(), config.apiBaseUrl, tenant);
  // issue 18: a page whose code waits for a first visit's consent dialog (/search) asks for it now if none opens.
  const consentOpens = usesFeature(tenant, 'cookie-consent') && !hasCookieConsent(document.cookie);
  if (!consentOpens) consentDialogSettled();
  language.current = pickLanguage(stored, tenant);
  const messages = language.current === early ? earlyMessages : await loadMessages(language.current);
  applyFrame(tenant, language.current);

  const memberAtStart = client.getSessionKind() === 'member';
  if (memberAtStart) {
    // spec §4: a stored member token loads the account; a refused one has already ended the session.
    await queryClient.ensureQueryData(currentUserQueryOptions(client)).catch(() => undefined);
  }
  // spec §4: otherwise the visitor is logged out. The guest token (client credentials) is taken by the first call
  // that needs one (ApiClient.ensureAccessToken), so that a visitor who only signs in never waits for it.

  // A stored member session the server refused while starting (its refresh too) ends as below, at login with the
  // message. The address is rewritten before the router exists, so that it starts there: a navigation asked for now
  // would race the first page's own guard, which sends a guest to login without the message.
  // Loaded only then (the /login budget).
  if (memberAtStart && client.getSessionKind() !== 'member') (await import('./session/endedSession.ts')).endedSessionAddress(window.location, window.history);

  const messageStore = new MessageStore(language.current, messages);
  // issue 18: the first page's app frame, its messages and a first visit's consent dialog are there before the first
  // render, which then shows no empty place for them first (React holds what replaces such a place back for 300 ms). A
  // failure is theirs to show, when they render. The page's own messages too (issue 32): a page that waits for them
  // (`useRentalMessages`) and had them come during the first render was drawn with the catalogue that render began with
  // (its title's key for its text), and React, seeing the store changed, drew the whole app again in one long task.
  if (frame) await Promise.all([frame, ...pageMessages.map((pkg) => messageStore.loaded(pkg)), consentOpens && preloadCookieConsentDialog()]).catch(() => undefined);
  const router = createAppRouter({ queryClient, config, client, messages: messageStore });
  onSignedOut.current = () => {
    // spec §4, issue 19: to login once, saying why, and back to this page after signing in (decision D2).
    const { pathname, href } = router.state.location;
    void router.navigate({ to: '/login', replace: true, search: { session: 'ended', redirect: pathname === '/login' ? undefined : href } });
  };

  // issue 18: the router matches the address and runs the first page's guards before anything renders, so that the
  // first render builds the whole page, as a transition, which React splits into short tasks: a phone can answer a tap
  // while the page is being built (Lighthouse's Total Blocking Time). Left to the router's first render, the page came
  // in a second render, which React does in one piece (an update from the router's store): 230 ms on a 4x slower
  // processor for /login. A failure here is the router's to show: it loads again when it renders.
  await router.load().catch((error: unknown) => console.error('The first page could not be loaded', error));
  startTransition(() => {
    root.render(
      <StrictMode>
        <ShellContext value={{ config, report }}>
          <LanguageProvider
            store={messageStore}
            available={availableLanguages(tenant)}
            onChange={(next) => {
              language.current = next;
            }}
          >
            {/* react-aria's links and menus follow the app's router under its base path, in the pages and in the
                notifications drawn beside them; external, mail and phone addresses pass through untouched, and so does an empty one (issue 32:
                react-aria asks for every option of a list, 96 in a time list). */}
            <AriaRouterProvider
              navigate={(to) => void router.navigate({ to })}
              useHref={(to) => (!to || /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//') ? to : router.buildLocation({ to }).href)}
            >
            <QueryClientProvider client={queryClient}>
              <ApiClientProvider client={client}>
                <Notifications here={() => router.state.location.href}>
                  <OfflineStatus>
                    <RenderErrorBoundary report={report}>
                      {/* Written so that the operator build's bundle is the same as without previews (the /login budget). */}
                      {__FRONTOFFICE_PREVIEW__ && PreviewPanel ? (
                        <>
                          <AppRouter router={router} />
                          <Suspense fallback={null}>
                            <PreviewPanel router={router} />
                          </Suspense>
                        </>
                      ) : (
                        <AppRouter router={router} />
                      )}
                    </RenderErrorBoundary>
                  </OfflineStatus>
                </Notifications>
              </ApiClientProvider>
            </QueryClientProvider>
            </AriaRouterProvider>
          </LanguageProvider>
        </ShellContext>
      </StrictMode>,
    );
  });
  // Decision D49, issue 32: Core Web Vitals for a beacon (the console gets none), on the share of page loads
  // `vitalsSampleRate` draws, for a tenant that asks its drivers for consent (no dialog, no consent) and a driver who
  // has not refused; the rest (waiting for consent, web-vitals) loads after the first paint: vitals/startVitals.ts.
  // Inline, not a function of its own: the /login budget (0.1 kB here; a function cost 0.14).
  const reporter = config.errorReporter;
  if (reporter.type === 'beacon' && Math.random() < config.vitalsSampleRate && usesFeature(tenant, 'cookie-consent') && readCookieConsent(document.cookie)?.analytics !== false) {
    void firstContentPainted.then(() => import('./vitals/startVitals.ts')).then(({ startVitals }) => startVitals(reporter.url, router));
  }
}

const container = document.getElementById('root');
if (container) {
  // issue 18: the page is drawn in the system font first; Inter (48 kB) is asked for once the page's own content is
  // on screen, not only its frame (startup/firstPage.ts): before, it shared a phone's bandwidth with the page's files.
  void Promise.all([firstContentPainted, firstPage.drawn]).then(() => loadFonts());
  const root = createRoot(container);
  if (__FRONTOFFICE_PREVIEW__) {
    // A static tenant preview: its demo API runs in a service worker, which must answer before the tenant loads.
    void import('./preview/bootPreview.ts')
      .then(({ bootPreview }) => bootPreview())
      .catch((error: unknown) => console.error('The preview could not start its demo API', error))
      .then(() => start(root));
  } else {
    void start(root);
  }
}
