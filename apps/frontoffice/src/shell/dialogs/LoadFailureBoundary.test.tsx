import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadFailureBoundary } from './LoadFailureBoundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function FailedDownload(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/WelcomeDialog-x.js');
}

describe('issue 33 (D42): a shell dialog whose code cannot be downloaded', () => {
  it('shows nothing in its place and logs why; what is beside it stays', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Mes réservations</h1>
        <LoadFailureBoundary what="The member's dialogs">
          <FailedDownload />
        </LoadFailureBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mes réservations' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(logged).toHaveBeenCalledWith("The member's dialogs could not be loaded", expect.any(TypeError));
  });

  it('draws the dialog when its code is there', () => {
    render(
      <LoadFailureBoundary what="The member's dialogs">
        <div role="dialog" aria-label="Bienvenue" />
      </LoadFailureBoundary>,
    );
    expect(screen.getByRole('dialog', { name: 'Bienvenue' })).toBeTruthy();
  });
});
