import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fr from '../../intl/fr.json';
import { RenderErrorBoundary } from './RenderErrorBoundary.tsx';

function Broken(): never {
  throw new Error('a component failed');
}

describe('the render-error page (spec §8: "sorry, please reload", reported)', () => {
  beforeEach(() => {
    // React logs the error it caught; the test reads what the driver sees instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('spec §8: an unexpected render error shows the sorry-please-reload page, whose button reloads, and is reported without the query', async () => {
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    window.history.replaceState(null, '', '/frontofficev2/search?token=secret#id_token=x');
    const report = vi.fn();
    render(
      <IntlProvider locale="fr" messages={fr}>
        <RenderErrorBoundary report={report}>
          <p>La page</p>
          <Broken />
        </RenderErrorBoundary>
      </IntlProvider>,
    );
    // The page's code is loaded when something fails (issue 32): its first transform is slow on a busy machine.
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Désolé, une erreur est survenue. Veuillez recharger la page.' })).toBeTruthy();
    expect(screen.queryByText('La page')).toBeNull();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toMatchObject({ message: 'a component failed' });
    expect(report.mock.calls[0]?.[1]).toMatchObject({ url: `${window.location.origin}/frontofficev2/search` });
    const button = screen.getByRole('button', { name: 'Recharger la page' });
    expect(alert.contains(button)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('spec §8: without an error the page below shows and nothing is reported', () => {
    const report = vi.fn();
    render(
      <IntlProvider locale="fr" messages={fr}>
        <RenderErrorBoundary report={report}>
          <p>La page</p>
        </RenderErrorBoundary>
      </IntlProvider>,
    );
    expect(screen.getByText('La page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });
});
