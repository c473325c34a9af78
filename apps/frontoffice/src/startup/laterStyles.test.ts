import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { laterStylesPlugin } from '../../laterStyles.ts';

/** A built chunk: its file, the chunks it imports, its style sheets. */
function chunk(fileName: string, options: { imports?: string[]; css?: string[]; entry?: true; modules?: string[] } = {}): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    name: fileName.replace(/^assets\//, '').replace(/-.*$/, ''),
    fileName,
    imports: options.imports ?? [],
    moduleIds: options.modules ?? [],
    isEntry: options.entry === true,
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

const sheet = (fileName: string, rule: string) => ({ type: 'asset', fileName, source: `${rule}\n/*$vite$:1*/` }) as unknown as Rolldown.OutputAsset;

/** Runs the plugin's bundle step on a bundle, as Vite does, and returns the file it emitted. */
function run(bundle: Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>, apart = (each: Rolldown.OutputChunk) => each.name === 'maplibre') {
  const plugin = laterStylesPlugin(apart);
  const hook = plugin.generateBundle as { order: string; handler: (this: unknown, options: unknown, bundle: unknown) => void };
  expect(hook.order, 'before Vite writes the document, the preload table and the manifest').toBe('pre');
  const emitted: { name: string; source: string }[] = [];
  hook.handler.call(
    {
      emitFile: (file: { name: string; source: string }) => {
        emitted.push(file);
        return 'ref';
      },
      getFileName: () => 'assets/pages-abc.css',
    },
    {},
    bundle,
  );
  return emitted;
}

describe('the later pages’ styles in one file (issue 32: a page asked for five to nine style sheets after the entry)', () => {
  const build = () => ({
    'assets/index-1.js': chunk('assets/index-1.js', { entry: true, css: ['assets/index-1.css'] }),
    'assets/AppShell-1.js': chunk('assets/AppShell-1.js', { imports: ['assets/shared-frame.js'], css: ['assets/AppShell-1.css'] }),
    'assets/shared-frame.js': chunk('assets/shared-frame.js', { css: ['assets/shared-frame.css'] }),
    'assets/maplibre-1.js': chunk('assets/maplibre-1.js', { css: ['assets/maplibre-1.css'] }),
    'assets/search-1.js': chunk('assets/search-1.js', { modules: ['/app/src/routes/search.tsx?tsr-split=component'], css: ['assets/search-1.css'] }),
    'assets/faqs-1.js': chunk('assets/faqs-1.js', { imports: ['assets/shared-help.js', 'assets/shared-frame.js'], css: ['assets/shared-frame.css', 'assets/faqs-1.css'] }),
    'assets/signup-1.js': chunk('assets/signup-1.js', { imports: ['assets/shared-help.js'], css: ['assets/shared-help.css', 'assets/signup-1.css'] }),
    'assets/shared-help.js': chunk('assets/shared-help.js', { css: ['assets/shared-help.css'] }),
    'assets/index-1.css': sheet('assets/index-1.css', '.entry{}'),
    'assets/AppShell-1.css': sheet('assets/AppShell-1.css', '.frame{}'),
    'assets/shared-frame.css': sheet('assets/shared-frame.css', '.frameShared{}'),
    'assets/maplibre-1.css': sheet('assets/maplibre-1.css', '.map{}'),
    'assets/search-1.css': sheet('assets/search-1.css', '.search{}'),
    'assets/faqs-1.css': sheet('assets/faqs-1.css', '.faqs{}'),
    'assets/signup-1.css': sheet('assets/signup-1.css', '.signup{}'),
    'assets/shared-help.css': sheet('assets/shared-help.css', '.help{}'),
  });

  it('joins the later chunks’ style sheets, a chunk’s imports before its own, without Vite’s hash markers', () => {
    const bundle = build();
    expect(run(bundle)).toEqual([{ type: 'asset', name: 'pages.css', source: '.help{}\n\n.faqs{}\n\n.signup{}\n' }]);
    for (const gone of ['assets/faqs-1.css', 'assets/signup-1.css', 'assets/shared-help.css']) expect(bundle).not.toHaveProperty([gone]);
  });

  it('keeps apart the entry’s styles, the first pages’ chunks’ (the search page’s route among them) and what they import, and the map’s', () => {
    const bundle = build();
    run(bundle);
    for (const kept of ['assets/index-1.css', 'assets/AppShell-1.css', 'assets/shared-frame.css', 'assets/maplibre-1.css', 'assets/search-1.css']) expect(bundle).toHaveProperty([kept]);
    expect([...bundle['assets/AppShell-1.js'].viteMetadata!.importedCss]).toEqual(['assets/AppShell-1.css']);
    expect([...bundle['assets/maplibre-1.js'].viteMetadata!.importedCss]).toEqual(['assets/maplibre-1.css']);
  });

  it('has each later chunk name the one file instead of its own, once, beside the first pages’ sheets it imports', () => {
    const bundle = build();
    run(bundle);
    expect([...bundle['assets/faqs-1.js'].viteMetadata!.importedCss]).toEqual(['assets/shared-frame.css', 'assets/pages-abc.css']);
    expect([...bundle['assets/signup-1.js'].viteMetadata!.importedCss]).toEqual(['assets/pages-abc.css']);
    expect([...bundle['assets/shared-help.js'].viteMetadata!.importedCss]).toEqual(['assets/pages-abc.css']);
  });

  it('leaves a bundle with a single later style sheet as it is', () => {
    const bundle = {
      'assets/index-1.js': chunk('assets/index-1.js', { entry: true }),
      'assets/faqs-1.js': chunk('assets/faqs-1.js', { css: ['assets/faqs-1.css'] }),
      'assets/faqs-1.css': sheet('assets/faqs-1.css', '.faqs{}'),
    };
    expect(run(bundle)).toEqual([]);
    expect(bundle).toHaveProperty(['assets/faqs-1.css']);
  });
});
