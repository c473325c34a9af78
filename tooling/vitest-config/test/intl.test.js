import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { argumentsOf, idsUsedIn } from '../intl.js';

describe('catalogue check helpers', () => {
  it('finds the message ids written in components and calls', () => {
    const source = `
      <FormattedMessage id="search.SearchPage.title" />
      intl.formatMessage({ id: 'search.errors.wrong-parameter' }, values);
      const m = defineMessages({ a: { id: \`account.Menu.logout\` } });
      const notAnId = { id: 42, key: 'x.y' };`;
    expect(idsUsedIn(source)).toEqual(['search.SearchPage.title', 'search.errors.wrong-parameter', 'account.Menu.logout']);
  });

  it('lists the arguments of plural, select and tag messages', () => {
    const ast = parse('{count, plural, one {# car at {station}} other {# cars}} <b>{name}</b> {kind, select, a {x} other {{detail}}}');
    expect([...argumentsOf(ast)].sort()).toEqual(['count', 'detail', 'kind', 'name', 'station']);
  });
});
