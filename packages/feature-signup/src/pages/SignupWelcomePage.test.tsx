import { SIGNUP_WELCOME_REDIRECT_MS } from '@frontoffice/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { SignupWelcomePage } from './SignupWelcomePage.tsx';

setupMswServer();
afterEach(() => {
  vi.useRealTimers();
});

describe('SignupWelcomePage', () => {
  it('spec §2, §9: welcomes the driver by first name, then calls onDone after 4 seconds, once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const onDone = vi.fn();
    await renderPage(<SignupWelcomePage onDone={onDone} />, { signedInAs: 'driver@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Camille !' })).toBeTruthy();
    expect(SIGNUP_WELCOME_REDIRECT_MS).toBe(4000);
    await act(() => vi.advanceTimersByTimeAsync(SIGNUP_WELCOME_REDIRECT_MS - 500));
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(onDone).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(SIGNUP_WELCOME_REDIRECT_MS));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('the continue button goes on at once, and the timer does not call onDone again (English)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const onDone = vi.fn();
    await renderPage(<SignupWelcomePage onDone={onDone} />, { lang: 'en', signedInAs: 'driver@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Camille!' })).toBeTruthy();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(SIGNUP_WELCOME_REDIRECT_MS + 100));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('a driver without a first name yet is welcomed without one', async () => {
    await renderPage(<SignupWelcomePage onDone={vi.fn()} />, { signedInAs: 'new@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue !' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      "Votre compte est créé. Nous vous emmenons à l'étape suivante de votre inscription…",
    );
  });
});
