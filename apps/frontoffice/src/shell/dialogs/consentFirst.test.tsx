import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module holds start-up's one state: a fresh copy for each test.
async function freshModule() {
  vi.resetModules();
  return import('./consentFirst.ts');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('issue 31 defect 18: the sign-in page waits for a first visit\'s cookie-consent dialog (useConsentSettled)', () => {
  it('spec §1, §5: not usable until the dialog is on screen, however long its code takes (not only the 3 s the search page waits at most)', async () => {
    const { consentDialogSettled, useConsentSettled, MAX_WAIT_MS } = await freshModule();
    const { result } = renderHook(() => useConsentSettled());
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(MAX_WAIT_MS * 3));
    expect(result.current).toBe(false);
    await act(async () => consentDialogSettled());
    expect(result.current).toBe(true);
  });

  it('spec §1: usable from the first render when no dialog opens (answered, or a tenant without it), as start-up says before rendering', async () => {
    const { consentDialogSettled, useConsentSettled } = await freshModule();
    consentDialogSettled();
    const { result } = renderHook(() => useConsentSettled());
    expect(result.current).toBe(true);
  });
});
