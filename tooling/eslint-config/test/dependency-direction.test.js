import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../index.js';
import rule from '../rules/dependency-direction.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

const fixture = (path) => fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url));
const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });


describe('dependency-direction: apps/frontoffice → feature-* → ui | domain | api-client', () => {
  ruleTester.run('dependency-direction', rule, {
    valid: [
      { code: "import { Button } from '@frontoffice/ui';", filename: fixture('packages/feature-search/src/a.ts') },
      { code: "import { rules } from '@frontoffice/domain';", filename: fixture('packages/feature-search/src/a.ts') },
      { code: "import { client } from '@frontoffice/api-client';", filename: fixture('packages/feature-search/src/a.ts') },
      { code: "import { own } from './own.ts';", filename: fixture('packages/feature-search/src/a.ts') },
      { code: "import { handlers } from '@frontoffice/demo-api';", filename: fixture('packages/feature-search/src/a.test.ts') },
      { code: "import { SearchPage } from '@frontoffice/feature-search';", filename: fixture('apps/frontoffice/src/a.tsx') },
      { code: "import { CardForm } from '@frontoffice/part-payments';", filename: fixture('packages/feature-search/src/a.ts') },
      { code: "import { client } from '@frontoffice/api-client';", filename: fixture('packages/part-payments/src/a.ts') },
      { code: "import { DateTime } from 'luxon'; export const f = (now: DateTime) => now.plus({ minutes: 15 });", filename: fixture('packages/domain/src/a.ts') },
      { code: "import { rules } from '@frontoffice/domain';", filename: fixture('packages/ui/src/a.ts') },
      { code: "const window = 1; export const w = window;", filename: fixture('packages/domain/src/a.ts') },
    ],
    invalid: [
      {
        code: "import { RentalCard } from '@frontoffice/feature-rentals';",
        filename: fixture('packages/feature-search/src/a.ts'),
        errors: [{ message: /Feature packages must not import each other \(feature-search → feature-rentals\)/ }],
      },
      {
        code: "export { RentalCard } from '@frontoffice/feature-rentals';",
        filename: fixture('packages/feature-search/src/a.ts'),
        errors: [{ message: /Feature packages must not import each other/ }],
      },
      {
        code: "const m = import('@frontoffice/feature-rentals');",
        filename: fixture('packages/feature-search/src/a.ts'),
        errors: [{ message: /Feature packages must not import each other/ }],
      },
      {
        code: "import { useState } from 'react';",
        filename: fixture('packages/domain/src/a.ts'),
        errors: [{ message: /domain must not import "react": it is plain TypeScript business rules/ }],
      },
      {
        code: "import ky from 'ky';",
        filename: fixture('packages/domain/src/a.ts'),
        errors: [{ message: /domain must not import "ky"/ }],
      },
      {
        code: "export const load = () => fetch('/api');",
        filename: fixture('packages/domain/src/a.ts'),
        errors: [{ message: /domain must not use the global "fetch"/ }],
      },
      {
        code: "export const token = () => localStorage.getItem('access_token');",
        filename: fixture('packages/domain/src/a.ts'),
        errors: [{ message: /domain must not use the global "localStorage"/ }],
      },
      {
        code: "export const el = () => document.body;",
        filename: fixture('packages/domain/src/a.ts'),
        errors: [{ message: /domain must not use the global "document"/ }],
      },
      {
        code: "import { DateTime } from 'luxon'; export const now = () => DateTime.now();",
        filename: fixture('packages/domain/src/a.ts'),
        errors: [{ message: /domain must not read the clock/ }],
      },
      {
        code: 'export const now = () => new Date();',
        filename: fixture('packages/domain/src/a.ts'),
        errors: [{ message: /domain must not read the clock/ }],
      },
      {
        code: "import { Button } from '@frontoffice/ui';",
        filename: fixture('packages/domain/src/a.ts'),
        errors: [{ message: /domain must not import ui/ }],
      },
      {
        code: "import { login } from '@frontoffice/api-client';",
        filename: fixture('packages/ui/src/a.ts'),
        errors: [{ message: /ui must not import api-client: design-system components are presentational/ }],
      },
      {
        code: "import { SearchPage } from '@frontoffice/feature-search';",
        filename: fixture('packages/api-client/src/a.ts'),
        errors: [{ message: /api-client must not import feature-search: dependencies point one way/ }],
      },
      {
        code: "import { CardForm } from '@frontoffice/part-payments';",
        filename: fixture('packages/api-client/src/a.ts'),
        errors: [{ message: /api-client must not import part-payments: a part \(packages\/part-\*\) is shared by the features above it/ }],
      },
      {
        code: "import { DriverFields } from '@frontoffice/part-profile';",
        filename: fixture('packages/part-payments/src/a.ts'),
        errors: [{ message: /part-payments must not import part-profile/ }],
      },
      {
        code: "import { SearchPage } from '@frontoffice/feature-search';",
        filename: fixture('packages/part-payments/src/a.ts'),
        errors: [{ message: /part-payments must not import feature-search: dependencies point one way/ }],
      },
      {
        code: "import { handlers } from '@frontoffice/demo-api';",
        filename: fixture('packages/feature-search/src/a.ts'),
        errors: [{ message: /must not import the demo operator API \(demo-api\) outside tests and stories/ }],
      },
      {
        code: "import { x } from '@frontoffice/feature-signup';",
        filename: fixture('apps/frontoffice/src/a.ts'),
        errors: [{ message: /@frontoffice\/feature-signup is not listed in @frontoffice\/frontoffice's package.json/ }],
      },
      {
        code: "import { x } from '@frontoffice/feature-search/src/internal.ts';",
        filename: fixture('apps/frontoffice/src/a.ts'),
        errors: [{ message: /reaches inside @frontoffice\/feature-search: import only what its exports map makes public/ }],
      },
      {
        code: "import { x } from '../../../packages/ui/src/Button.tsx';",
        filename: fixture('packages/feature-search/src/a.ts'),
        errors: [{ message: /Relative import .* leaves @frontoffice\/feature-search/ }],
      },
    ],
  });
});

describe('the repository lint configuration', () => {
  it('refuses the fixture in which one feature package imports another, saying why', async () => {
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: config, ignore: false });
    const [result] = await eslint.lintFiles([fixture('packages/feature-search/src/importsAnotherFeature.ts')]);
    const messages = result.messages.filter((m) => m.ruleId === 'frontoffice/dependency-direction');
    expect(messages).toHaveLength(1);
    expect(messages[0].severity).toBe(2);
    expect(messages[0].message).toContain(
      'Feature packages must not import each other (feature-search → feature-rentals): move what both need down into @frontoffice/domain',
    );
  });
});

