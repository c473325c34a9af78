import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNavigatedPath, renderPage, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { DeleteAccountFaqPage } from './DeleteAccountFaqPage.tsx';

setupMswServer();

describe('DeleteAccountFaqPage', () => {
  it('spec §2: four numbered steps, from the menu to the confirmation', async () => {
    await renderPage(<DeleteAccountFaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Comment supprimer mon compte ?' })).toBeTruthy();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      "1Connectez-vous, puis ouvrez le menu en haut de l'écran.",
      '2Choisissez Mon compte pour afficher les informations de votre compte.',
      '3En bas de la page, appuyez sur le bouton Supprimer mon compte.',
      "4Confirmez la suppression dans la fenêtre qui s'ouvre. Votre compte est supprimé et vous êtes déconnecté.",
    ]);
  });

  it('spec §5: says deletion is impossible with a rental in progress or upcoming, or pending payments (English)', async () => {
    await renderPage(<DeleteAccountFaqPage />, { lang: 'en' });
    expect(screen.getByRole('status').textContent).toMatch(
      /^Deletion is not possible while a rental is in progress or upcoming, or while a payment is pending\./,
    );
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('links to the account details page, where the delete button is', async () => {
    await renderPage(<DeleteAccountFaqPage />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Aller à mon compte' }));
    expect(await findNavigatedPath()).toBe('/account/details');
  });
});
