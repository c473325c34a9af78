import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, setupMswServer } from '@frontoffice/test-utils/renderPage';
import { accountAtStep } from '../../test/accountAtStep.ts';
import { CurrentStep, FormOutline } from './CurrentStep.tsx';
import { StepLoading } from './stepContext.ts';

setupMswServer();

describe('a signup step drawn before its form (issue 32)', () => {
  it("issue 32: the step's heading and introduction are drawn with the page, and stay the same elements once its form is there", async () => {
    await renderPage(<CurrentStep step="phoneNumber" onAccountCreated={vi.fn()} />, {
      signedInAs: 'new@example.com',
      prepare: ({ api }) => accountAtStep(api, 'new@example.com', 'phone_number'),
    });
    const heading = screen.getByRole('heading', { level: 2, name: 'Téléphone' });
    const intro = screen.getByText('Nous vous envoyons un code par SMS pour vérifier votre numéro de téléphone mobile.');
    expect(await screen.findByRole('textbox', { name: 'Numéro de téléphone mobile' })).toBeTruthy();
    // Not drawn again (a new, larger paint would be the page's largest one, later).
    expect(screen.getByRole('heading', { level: 2, name: 'Téléphone' })).toBe(heading);
    expect(screen.getByText('Nous vous envoyons un code par SMS pour vérifier votre numéro de téléphone mobile.')).toBe(intro);
    expect(screen.getByRole('region', { name: 'Téléphone' }).getAttribute('aria-busy')).toBeNull();
  });

  it('issue 32: while the form is on its way the step and the page are busy (the footer waits for the form), no longer once it is there', () => {
    const step = vi.fn();
    const page = vi.fn();
    const { unmount } = render(
      <StepLoading value={page}>
        <FormOutline onShown={step} />
      </StepLoading>,
    );
    expect(step.mock.calls).toEqual([[true]]);
    expect(page.mock.calls).toEqual([[true]]);
    unmount();
    expect(step.mock.calls).toEqual([[true], [false]]);
    expect(page.mock.calls).toEqual([[true], [false]]);
  });
});
