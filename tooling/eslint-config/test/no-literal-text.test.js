import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from '../rules/no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 'latest',
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

describe('no-literal-text: every user-facing string is translated (issue 7)', () => {
  ruleTester.run('no-literal-text', rule, {
    valid: [
      { code: "const a = <FormattedMessage id='search.SearchPage.title' />;" },
      { code: 'const a = <p>{intl.formatMessage({ id: "x.y.z" })}</p>;' },
      { code: 'const a = <button aria-label={label}>×</button>;' },
      { code: 'const a = <span>{count} · 12/24 →</span>;' },
      { code: "const a = <div className='card' data-testid='card' role='alert' />;" },
      { code: "const a = <input type='email' autoComplete='username' />;" },
    ],
    invalid: [
      { code: 'const a = <p>Sign in</p>;', errors: [{ message: /User-facing text "Sign in" is a literal/ }] },
      { code: "const a = <button aria-label='Close'>×</button>;", errors: [{ message: /"Close"/ }] },
      { code: "const a = <img alt={'Vehicle photo'} />;", errors: [{ message: /"Vehicle photo"/ }] },
      { code: "const a = <p>{'Réservation confirmée'}</p>;", errors: [{ message: /"Réservation confirmée"/ }] },
      { code: "const a = <TextField label='E-mail' />;", errors: [{ message: /"E-mail"/ }] },
    ],
  });
});
