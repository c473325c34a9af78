import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { loadRuntimeConfig } from './config/runtimeConfig.ts';
import { initialLanguage, readStoredLanguage } from './intl/language.ts';
import { loadMessages } from './intl/messages.ts';
import { createAppRouter } from './router.tsx';
import { ConfigErrorPage } from './shell/ConfigErrorPage.tsx';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function start(root: Root) {
  const language = initialLanguage(readStoredLanguage(storage()));
  document.documentElement.lang = language;
  const [result, messages] = await Promise.all([loadRuntimeConfig(import.meta.env.BASE_URL), loadMessages(language)]);

  if (!result.ok) {
    root.render(
      <IntlProvider locale={language} defaultLocale="fr" messages={messages}>
        <ConfigErrorPage result={result} onRetry={() => void start(root)} />
      </IntlProvider>,
    );
    return;
  }

  const queryClient = new QueryClient();
  const router = createAppRouter({ queryClient, config: result.config });
    root.render(
    <StrictMode>
      <IntlProvider locale={language} defaultLocale="fr" messages={messages}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </IntlProvider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(createRoot(container));
