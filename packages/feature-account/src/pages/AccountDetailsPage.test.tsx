import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, requestsTo, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { AccountDetailsPage } from './AccountDetailsPage.tsx';

setupMswServer();

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const pdf = (name: string) => {
  const bytes = new Uint8Array(64);
  bytes.set(PDF);
  return new File([bytes], name, { type: 'application/pdf' });
};

/** The card under a heading of level 2. */
async function findSection(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name });
  const section = heading.closest('section');
  if (!section) throw new Error(`no section around ${name}`);
  return section;
}

/** The file input behind a slot's button (react-aria's FileTrigger keeps it beside the button). */
function fileInputOf(button: HTMLElement): HTMLInputElement {
  const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input beside the button');
  return input;
}

describe('AccountDetailsPage: the header, then the form (spec §2 account/details, issue 32)', () => {
  it('§2: the name and the e-mail, read-only, are drawn before the form, which waits for formsAfter; then the photo and the fields', async () => {
    let release!: () => void;
    const after = new Promise<void>((resolve) => {
      release = resolve;
    });
    const formsAfter = vi.fn(() => after);
    await renderPage(<AccountDetailsPage onAccountDeleted={vi.fn()} formsAfter={formsAfter} />, { signedInAs: 'driver@example.com' });
    const email = (await screen.findByRole('textbox', { name: 'Adresse e-mail' })) as HTMLInputElement;
    expect(email.value).toBe('driver@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText("L'adresse e-mail du compte ne peut pas être modifiée ici.")).toBeTruthy();
    expect(screen.getByText('Camille Martin')).toBeTruthy();
    // The form and the sections below wait; the page says it is busy meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('textbox', { name: 'Prénom' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mes documents' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(formsAfter).toHaveBeenCalledTimes(1);
    release();
    expect(await screen.findByRole('textbox', { name: 'Prénom' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Choisir un fichier: Photo de profil' })).toBeTruthy();
    await findSection('Mes documents');
    // The e-mail is not a field of the form (never sent with the driver's fields).
    expect(email.closest('form')).toBeNull();
    expect(formsAfter).toHaveBeenCalledTimes(1);
  });
});

describe('AccountDetailsPage: documents (spec §2 account/details, §4, §7)', () => {
  it('§2 demo: the licence, identity (with the selfie) and extra documents, each already on the server and replaceable', async () => {
    await renderPage(<AccountDetailsPage onAccountDeleted={vi.fn()} />, { signedInAs: 'driver@example.com' });
    const section = await findSection('Mes documents');
    await waitFor(() =>
      expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Permis de conduire',
        "Pièce d'identité",
        'Autres documents',
      ]),
    );
    for (const label of ['Permis de conduire, recto', 'Permis de conduire, verso', "Pièce d'identité, recto", "Pièce d'identité, verso", 'Selfie']) {
      expect(await within(section).findByRole('button', { name: `Remplacer: ${label}` })).toBeTruthy();
    }
    // spec §3: one slot per additional document of the tenant, named by its title in the interface's language.
    const extras = within(section).getByRole('group', { name: 'Autres documents' });
    expect(await within(extras).findByRole('button', { name: 'Remplacer: Preuve d’adresse' })).toBeTruthy();
    expect(await within(extras).findByRole('button', { name: 'Remplacer: Relevé de dossier de conduite (SAAQ)' })).toBeTruthy();
  });

  it('issue 32: the slots are drawn once the account’s documents have answered: never "Choose a file" for a document the server holds', async () => {
    // Every change of the page's DOM is watched from the start: a slot drawn before the answer said "Choisir un fichier".
    const seen = new Set<string>();
    const watcher = new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) seen.add(button.getAttribute('aria-label') ?? button.textContent ?? '');
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await renderPage(<AccountDetailsPage onAccountDeleted={vi.fn()} />, { signedInAs: 'driver@example.com' });
      const section = await findSection('Mes documents');
      expect(await within(section).findByRole('button', { name: 'Remplacer: Permis de conduire, recto' })).toBeTruthy();
    } finally {
      watcher.disconnect();
    }
    // The account's photo (the slot above the form) is not one of them: the demo driver has none.
    expect([...seen].filter((name) => name.startsWith('Choisir un fichier') && !name.includes('Photo de profil'))).toEqual([]);
  });

  it('spec §3, §7: in English the extra documents are titled in English (GET /additional_documents in English)', async () => {
    const page = await renderPage(<AccountDetailsPage onAccountDeleted={vi.fn()} />, { signedInAs: 'driver@example.com', lang: 'en' });
    const section = await findSection('My documents');
    const extras = await within(section).findByRole('group', { name: 'Other documents' });
    const proof = await within(extras).findByRole('button', { name: 'Replace: Proof of address' });
    expect(within(extras).getByRole('button', { name: 'Replace: Driving record (SAAQ)' })).toBeTruthy();
    expect(proof).toBeTruthy();
    expect(extras.textContent).not.toMatch(/Preuve d’adresse|Relevé de dossier/);
    const lists = requestsTo(page.requests, 'GET', '/additional_documents');
    expect(lists.length).toBeGreaterThan(0);
    for (const request of lists) expect(request.headers.get('accept-language')).toMatch(/^en\b/);
  });

  it('§2 cityshare collects the licence only', async () => {
    await renderPage(<AccountDetailsPage onAccountDeleted={vi.fn()} />, { signedInAs: 'driver@example.com', tenant: 'cityshare' });
    const section = await findSection('Mes documents');
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Permis de conduire']);
  });

  it('§2 fleetco (no upload step): no documents section', async () => {
    await renderPage(<AccountDetailsPage onAccountDeleted={vi.fn()} />, { signedInAs: 'driver@example.com', tenant: 'fleetco', lang: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    await screen.findByRole('button', { name: 'Change the password' });
    expect(screen.queryByRole('heading', { name: 'My documents' })).toBeNull();
  });

  it('§7, §8: a replaced document is sent once as the slot\'s kind and shows file-changed', async () => {
    const page = await renderPage(<AccountDetailsPage onAccountDeleted={vi.fn()} />, { signedInAs: 'driver@example.com' });
    const replace = await screen.findByRole('button', { name: 'Remplacer: Permis de conduire, verso' }, { timeout: 5000 });
    fireEvent.change(fileInputOf(replace), { target: { files: [pdf('verso.pdf')] } });
    await waitFor(() => expect(page.notifier.notify).toHaveBeenCalledWith({ title: 'Fichier remplacé.', tone: 'success' }));
    const sent = requestsTo(page.requests, 'POST', '/user/documents');
    expect(sent).toHaveLength(1);
    const driver = [...page.api.state.users.values()].find((user) => user.email === 'driver@example.com');
    expect(driver?.documents.filter((document) => document.document_type === 'licence_back')).toHaveLength(1);
  });
});

describe('AccountDetailsPage: deleting the account (spec §2 dialogs, §4 delete account, §7 DELETE /user)', () => {
  it('spec §4: cancelling the delete-account dialog (its button, then Escape) sends nothing and keeps the account', async () => {
    const onAccountDeleted = vi.fn();
    const page = await renderPage(<AccountDetailsPage onAccountDeleted={onAccountDeleted} />, { signedInAs: 'waiting@example.com' });
    const section = await findSection('Sécurité et compte');
    const user = userEvent.setup();
    for (const close of [
      (dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Annuler' })),
      () => user.keyboard('{Escape}'),
    ]) {
      await user.click(within(section).getByRole('button', { name: 'Supprimer mon compte' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer votre compte ?' });
      await close(dialog);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    }
    expect(requestsTo(page.requests, 'DELETE', '/user')).toHaveLength(0);
    expect(page.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(onAccountDeleted).not.toHaveBeenCalled();
    expect(page.notifier.notify).not.toHaveBeenCalled();
    expect([...page.api.state.users.values()].some((account) => account.email === 'waiting@example.com')).toBe(true);
  });
});
