import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import fr from '../../intl/fr.json';
import { LazyRenderErrorPage } from './LazyRenderErrorPage.tsx';

// The page's chunk cannot be fetched (offline, issue 19): its import fails.
vi.mock('./RenderErrorPage.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('issue 32: the render-error page loads when something fails (LazyRenderErrorPage)', () => {
  it('spec §8, issue 19: when its code cannot be loaded, the same "sorry, please reload" and the reload button, without its frame', async () => {
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    render(
      <IntlProvider locale="fr" messages={fr}>
        <LazyRenderErrorPage />
      </IntlProvider>,
    );
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Désolé, une erreur est survenue. Veuillez recharger la page.' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Recharger la page' });
    expect(alert.contains(button)).toBe(true);
    await userEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
