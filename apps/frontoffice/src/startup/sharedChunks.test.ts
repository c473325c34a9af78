import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { MOST_UNUSED, planSharedChunks } from '../../firstPaintChunks.ts';

/** A chunk of the first build: its modules with their sizes, the chunks it imports, whether a part starts there. */
function chunk(name: string, modules: Record<string, number>, options: { imports?: string[]; part?: string; entry?: true } = {}): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    name,
    fileName: `${name}.js`,
    imports: (options.imports ?? []).map((imported) => `${imported}.js`),
    moduleIds: Object.keys(modules),
    modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
    isEntry: options.entry === true,
    isDynamicEntry: options.part !== undefined,
    facadeModuleId: options.part ?? null,
  } as unknown as Rolldown.OutputChunk;
}

const planOf = (chunks: Rolldown.OutputChunk[], kept: string[] = []) => planSharedChunks(chunks, (each) => !each.isEntry && !kept.includes(each.name));

describe('the shared chunks, planned from a first build (issue 32: fewer files for the far routes)', () => {
  it('puts a module that two parts use in a shared chunk, and leaves a part its own modules', () => {
    const names = planOf([
      chunk('index', { '/src/main.tsx': 100 }, { entry: true }),
      chunk('bookings', { '/routes/bookings.tsx': 100 }, { part: '/routes/bookings.tsx', imports: ['common'] }),
      chunk('history', { '/routes/history.tsx': 100 }, { part: '/routes/history.tsx', imports: ['common'] }),
      chunk('common', { '/ui/Price.tsx': 500 }),
    ]);
    expect(names.get('/ui/Price.tsx')).toMatch(/^shared~/);
    expect(names.has('/routes/bookings.tsx')).toBe(false);
    expect(names.has('/src/main.tsx')).toBe(false);
  });

  it('merges small sets used by nearly the same parts into one file', () => {
    const names = planOf([
      chunk('a', { '/a.tsx': 100 }, { part: '/a.tsx', imports: ['ab', 'abc'] }),
      chunk('b', { '/b.tsx': 100 }, { part: '/b.tsx', imports: ['ab', 'abc'] }),
      chunk('c', { '/c.tsx': 100 }, { part: '/c.tsx', imports: ['abc'] }),
      chunk('ab', { '/ui/Skeleton.tsx': 800 }),
      chunk('abc', { '/ui/EmptyState.tsx': 900 }),
    ]);
    expect(names.get('/ui/Skeleton.tsx')).toBe(names.get('/ui/EmptyState.tsx'));
  });

  it(`never makes a part load more than ${MOST_UNUSED} characters it does not use`, () => {
    const names = planOf([
      chunk('a', { '/a.tsx': 100 }, { part: '/a.tsx', imports: ['ab'] }),
      chunk('b', { '/b.tsx': 100 }, { part: '/b.tsx', imports: ['ab'] }),
      chunk('c', { '/c.tsx': 100 }, { part: '/c.tsx', imports: ['cd'] }),
      chunk('d', { '/d.tsx': 100 }, { part: '/d.tsx', imports: ['cd'] }),
      chunk('ab', { '/ui/Small.tsx': 500 }),
      chunk('cd', { '/ui/DateField.tsx': MOST_UNUSED + 1 }),
    ]);
    expect(names.get('/ui/Small.tsx')).not.toBe(names.get('/ui/DateField.tsx'));
    // The same two sets, the big one a little smaller: one file.
    const merged = planOf([
      chunk('a', { '/a.tsx': 100 }, { part: '/a.tsx', imports: ['ab'] }),
      chunk('b', { '/b.tsx': 100 }, { part: '/b.tsx', imports: ['ab'] }),
      chunk('c', { '/c.tsx': 100 }, { part: '/c.tsx', imports: ['cd'] }),
      chunk('d', { '/d.tsx': 100 }, { part: '/d.tsx', imports: ['cd'] }),
      chunk('ab', { '/ui/Small.tsx': 500 }),
      chunk('cd', { '/ui/DateField.tsx': MOST_UNUSED - 1 }),
    ]);
    expect(merged.get('/ui/Small.tsx')).toBe(merged.get('/ui/DateField.tsx'));
  });

  it('counts what a set imports as loaded with it: a merge that would make a part load a big chunk is not made', () => {
    const names = planOf(
      [
        chunk('a', { '/a.tsx': 100 }, { part: '/a.tsx', imports: ['ab'] }),
        chunk('b', { '/b.tsx': 100 }, { part: '/b.tsx', imports: ['ab', 'bc'] }),
        chunk('c', { '/c.tsx': 100 }, { part: '/c.tsx', imports: ['bc'] }),
        chunk('ab', { '/ui/Small.tsx': 500 }),
        chunk('bc', { '/ui/Other.tsx': 500 }, { imports: ['dialogs'] }),
        chunk('dialogs', { '/ui/Modal.tsx': MOST_UNUSED + 1 }),
      ],
      ['dialogs'],
    );
    expect(names.get('/ui/Small.tsx')).not.toBe(names.get('/ui/Other.tsx'));
    expect(names.has('/ui/Modal.tsx')).toBe(false);
  });

  it('never merges two sets when one imports the other through a third chunk: their chunks would import each other', () => {
    // A shared module imports a lazily loaded part's own module (the part is imported statically here, lazily
    // elsewhere), which imports another shared module: the two shared sets in one file would import the part's
    // chunk, which imports that file.
    const chunks = (xImportsT: boolean) => [
      chunk('a', { '/a.tsx': 100 }, { part: '/a.tsx', imports: ['x', 't'] }),
      chunk('b', { '/b.tsx': 100 }, { part: '/b.tsx', imports: ['x', 't'] }),
      chunk('t', { '/t.tsx': 100 }, { part: '/t.tsx', imports: ['z'] }),
      chunk('x', { '/ui/x.ts': 300 }, { imports: xImportsT ? ['t'] : [] }),
      chunk('z', { '/ui/z.ts': 300 }),
    ];
    const names = planOf(chunks(true));
    expect(names.get('/ui/x.ts')).toMatch(/^shared~/);
    expect(names.get('/ui/z.ts')).toMatch(/^shared~/);
    expect(names.get('/ui/x.ts')).not.toBe(names.get('/ui/z.ts'));
    // Without that import, the two small sets are one file.
    const free = planOf(chunks(false));
    expect(free.get('/ui/x.ts')).toBe(free.get('/ui/z.ts'));
  });

  it("counts the parts of the search page's first paint as one, its later parts as their own", () => {
    const form = '/packages/feature-search/src/components/SearchForm/SearchForm.tsx';
    const route = '/packages/feature-search/src/pages/SearchPage.tsx';
    const results = '/packages/feature-search/src/components/ResultsList/ResultsList.tsx';
    const names = planOf([
      chunk('form', { [form]: 100 }, { part: form, imports: ['both', 'all'] }),
      chunk('route', { [route]: 100 }, { part: route, imports: ['both', 'all'] }),
      chunk('results', { [results]: 100 }, { part: results, imports: ['all'] }),
      chunk('both', { '/packages/feature-search/src/search/slots.ts': 500 }),
      chunk('all', { '/packages/ui/src/components/Price/Price.tsx': 500 }),
    ]);
    expect(names.has('/packages/feature-search/src/search/slots.ts')).toBe(false);
    expect(names.get('/packages/ui/src/components/Price/Price.tsx')).toMatch(/^shared~/);
  });
});
