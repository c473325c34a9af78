import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../intl/LanguageProvider.tsx';
import type { createAppRouter } from '../router.tsx';

/** The router, re-running its guards and loaders when the language changes (language-keyed data). */
export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { language } = useLanguage();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void router.invalidate();
  }, [language, router]);
  return <RouterProvider router={router} />;
}
