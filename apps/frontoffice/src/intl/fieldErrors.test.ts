import { fieldErrorMessageId } from '@frontoffice/api-client';
import { FORM_ERRORS } from '@frontoffice/domain';
import { describe, expect, it } from 'vitest';
import en from '../../intl/en.json';
import fr from '../../intl/fr.json';

// Issue 12: every form of every feature shows the domain's rule errors (spec §5) from the app's catalogue.
describe('field error messages (spec §5)', () => {
  it.each(FORM_ERRORS.map((error) => [error]))('§5 the rule error %s has a French and an English message', (error) => {
    const id = fieldErrorMessageId(error);
    expect((fr as Record<string, string>)[id]).toBeTruthy();
    expect((en as Record<string, string>)[id]).toBeTruthy();
  });
});
