import type { Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import type { ConfigLoadResult } from '../config/runtimeConfig.ts';
import type { Language } from '../intl/language.ts';
import { loadAllAppMessages, type Messages } from '../intl/messages.ts';
import { ConfigErrorPage } from '../shell/ConfigErrorPage.tsx';
import { StartErrorPage } from '../shell/StartErrorPage.tsx';

/**
 * Draws start-up's error page instead of the app (main.tsx): `config.json` missing, unreadable or invalid (issue 2),
 * or the operator's settings that cannot be loaded (issue 7), with the app's whole catalogue (no store exists yet).
 * Loaded only when start-up fails (issue 32: a visit that starts downloads none of it).
 * @param fallback the messages to show if the whole catalogue cannot be loaded
 * @param config the failed result of loading `config.json`; none when the settings failed
 */
export async function showStartFailure(
  root: Root,
  language: Language,
  fallback: Promise<Messages> | Messages,
  config: Extract<ConfigLoadResult, { ok: false }> | undefined,
  onRetry: () => void,
): Promise<void> {
  root.render(
    <IntlProvider locale={language} defaultLocale="fr" messages={await loadAllAppMessages(language).catch(() => fallback)}>
      {config ? <ConfigErrorPage result={config} onRetry={onRetry} /> : <StartErrorPage onRetry={onRetry} />}
    </IntlProvider>,
  );
}
