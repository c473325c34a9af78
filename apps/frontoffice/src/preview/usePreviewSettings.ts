// The switch panel's data and actions (issue 20, decision D38): the tenant's fixture settings and those in force,
// read from the preview's demo API; a change is written there, then the tenant is reloaded into the query cache
// (every `useTenant()` reader re-renders), the theme is applied again and the route guards run again. Only the
// settings read once at start-up (the languages, spec §1) reload the page.
import { changePreviewSettings, readPreviewSettings, resetPreview, type PreviewSettingsAnswer } from '@frontoffice/demo-api/preview';
import { TOKEN_STORAGE_KEYS, tenantKeys } from '@frontoffice/api-client';
import { applyTheme } from '@frontoffice/ui/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { PREVIEW_API_BASE } from './bootPreview.ts';
import { RELOAD_SETTINGS, type PreviewSettingKey } from './previewSettings.ts';

/** What the panel needs of the app's router: running the current route's guards again. */
export interface InvalidatableRouter {
  invalidate(): Promise<void>;
}

/** The panel's state. */
export type PreviewSettingsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; answer: PreviewSettingsAnswer; pending: boolean };

/** What happened last, for the panel's status line. */
export type PreviewOutcome =
  | { kind: 'applied'; key: PreviewSettingKey; reload: boolean }
  | { kind: 'reset-settings' }
  | { kind: 'failed' }
  | null;

function valueOf(answer: PreviewSettingsAnswer, key: PreviewSettingKey): unknown {
  return (answer.settings as unknown as Record<string, unknown>)[key];
}

/** Reads the preview's settings and changes them, as the switch panel does. */
export function usePreviewSettings(router: InvalidatableRouter) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PreviewSettingsState>({ status: 'loading' });
  const [outcome, setOutcome] = useState<PreviewOutcome>(null);

  const load = useCallback(() => {
    setState({ status: 'loading' });
    readPreviewSettings(PREVIEW_API_BASE).then(
      (answer) => setState({ status: 'ready', answer, pending: false }),
      () => setState({ status: 'error' }),
    );
  }, []);
  useEffect(load, [load]);

  /** Shows new settings: the tenant reloaded into the cache, its theme, the current route's guards again. */
  const show = useCallback(
    async (answer: PreviewSettingsAnswer) => {
      await queryClient.refetchQueries({ queryKey: tenantKeys.settings() });
      applyTheme(answer.settings.theme, { favicon: answer.settings.favicon_url ?? true });
      await router.invalidate();
    },
    [queryClient, router],
  );

  const run = useCallback(
    async (action: () => Promise<PreviewSettingsAnswer>, done: (before: PreviewSettingsAnswer, after: PreviewSettingsAnswer) => PreviewOutcome) => {
      if (state.status !== 'ready') return;
      const before = state.answer;
      setState({ status: 'ready', answer: before, pending: true });
      try {
        const after = await action();
        const next = done(before, after);
        setState({ status: 'ready', answer: after, pending: false });
        setOutcome(next);
        if (next?.kind === 'applied' && next.reload) {
          window.location.reload();
          return;
        }
        await show(after);
      } catch {
        setState({ status: 'ready', answer: before, pending: false });
        setOutcome({ kind: 'failed' });
      }
    },
    [show, state],
  );

  /** Changes one setting. */
  const change = useCallback(
    (key: PreviewSettingKey, value: unknown) =>
      run(
        () => changePreviewSettings(PREVIEW_API_BASE, { [key]: value }),
        () => ({ kind: 'applied', key, reload: RELOAD_SETTINGS.has(key) }),
      ),
    [run],
  );

  /** Returns to the tenant's fixture settings (the demo data stays). */
  const resetSettings = useCallback(
    () =>
      run(
        () => resetPreview(PREVIEW_API_BASE, 'settings'),
        (before, after) => {
          const reload = [...RELOAD_SETTINGS].find((key) => JSON.stringify(valueOf(before, key)) !== JSON.stringify(valueOf(after, key)));
          return reload ? { kind: 'applied', key: reload, reload: true } : { kind: 'reset-settings' };
        },
      ),
    [run],
  );

  /** Returns every piece of demo data to the fixtures; the driver's session goes with it, so the app starts again. */
  const resetData = useCallback(async () => {
    try {
      await resetPreview(PREVIEW_API_BASE, 'all');
    } catch {
      setOutcome({ kind: 'failed' });
      return;
    }
    for (const key of Object.values(TOKEN_STORAGE_KEYS)) window.localStorage.removeItem(key);
    window.location.assign(import.meta.env.BASE_URL);
  }, []);

  return { state, outcome, load, change, resetSettings, resetData };
}
