import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesBesideScriptsPlugin } from '../../stylesBesideScripts.ts';

/** The installed Vite's own loader (`preload` and `preloadOnce`, as Vite writes them into the build's helper). */
function viteHelperSource(): string {
  const vite = dirname(createRequire(import.meta.url).resolve('vite/package.json'));
  const source = readFileSync(join(vite, 'dist/node/chunks/node.js'), 'utf8');
  const part = (start: string, end: string) => source.slice(source.indexOf(start), source.indexOf(end, source.indexOf(start)));
  return `${part('function preloadOnce(', 'function preload(')}\n${part('function preload(baseModule', 'function getPreloadCode(')}`;
}

/** Runs the plugin's transform on the helper module, as the build does. */
function transformed(code: string): string {
  const plugin = stylesBesideScriptsPlugin();
  const hook = plugin.transform as { handler: (this: unknown, code: string, id: string) => { code: string } | null };
  const result = hook.handler.call({ error: (message: string) => { throw new Error(message); } }, code, '\0vite/preload-helper.js');
  if (!result) throw new Error('not transformed');
  return result.code;
}

/** A page's head where the style sheets the loader inserts load when the test says so. */
function fakeDocument() {
  const sheets: { href: string; listeners: Map<string, (event: { type: string }) => void> }[] = [];
  const document = {
    querySelector: () => null,
    getElementsByTagName: () => [],
    createElement: () => {
      const listeners = new Map<string, (event: { type: string }) => void>();
      return { rel: '', href: '', setAttribute() {}, addEventListener: (type: string, listener: (event: { type: string }) => void) => listeners.set(type, listener), removeEventListener: (type: string) => listeners.delete(type), listeners };
    },
    head: { appendChild: (link: { rel: string; href: string; listeners: Map<string, (event: { type: string }) => void> }) => link.rel === 'stylesheet' && sheets.push(link) },
  };
  const settle = (type: 'load' | 'error') => sheets.forEach((sheet) => sheet.listeners.get(type)?.({ type }));
  return { document, settle };
}

type Preload = (baseModule: () => Promise<unknown>, deps: string[], importerUrl?: string) => Promise<unknown>;

/** The loader's `preload`, made callable here with a fake document and window. */
function loader(code: string) {
  const page = fakeDocument();
  const events: string[] = [];
  const window = { dispatchEvent: (event: { type: string }) => events.push(event.type) };
  const body = `const seen = {}; const scriptRel = 'modulepreload'; const assetsURL = (dep) => 'https://app.test/' + dep;
    const isCssPreloadUrl = (url) => url.pathname.endsWith('.css'); const __VITE_IS_MODERN__ = true;
    ${code.replaceAll('import.meta', 'importMeta')}
    return preload;`;
  const make = new Function('document', 'window', 'importMeta', 'Event', body) as (...args: unknown[]) => Preload;
  class FakeEvent {
    defaultPrevented = false;
    constructor(readonly type: string) {}
  }
  const preload = make(page.document, window, { url: 'https://app.test/assets/index.js', resolve: undefined }, FakeEvent);
  return { preload, settle: page.settle, events };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('stylesBesideScripts: a lazily loaded chunk asked for beside its styles (issue 32)', () => {
  it('imports the chunk at once, and gives it only once its style sheet has loaded', async () => {
    const { preload, settle } = loader(transformed(viteHelperSource()));
    let imported = 0;
    let given: unknown;
    void preload(async () => {
      imported += 1;
      return { page: 'history' };
    }, ['assets/pages-abc.css']).then((module) => (given = module));
    await flush();
    expect(imported, 'the chunk is asked for while its style sheet is on its way').toBe(1);
    expect(given, 'not given before its styles have come').toBeUndefined();
    settle('load');
    await flush();
    expect(given).toEqual({ page: 'history' });
    expect(imported).toBe(1);
  });

  it("Vite's loader as it is waits for the styles before asking for the chunk (what the plugin changes)", async () => {
    const { preload, settle } = loader(viteHelperSource());
    let imported = 0;
    void preload(async () => (imported += 1), ['assets/pages-abc.css']);
    await flush();
    expect(imported).toBe(0);
    settle('load');
    await flush();
    expect(imported).toBe(1);
  });

  it("a chunk that fails is told once its styles have settled, through Vite's preload error event, with no unhandled rejection before", async () => {
    const { preload, settle, events } = loader(transformed(viteHelperSource()));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let failure: unknown;
      void preload(() => Promise.reject(new Error('chunk refused')), ['assets/pages-abc.css']).catch((error: unknown) => (failure = error));
      await flush();
      await flush();
      expect(events).toEqual([]);
      expect(unhandled).toEqual([]);
      settle('load');
      await flush();
      expect(events).toEqual(['vite:preloadError']);
      expect((failure as Error).message).toBe('chunk refused');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('fails the build when Vite writes its loader otherwise', () => {
    expect(() => transformed('export const __vitePreload = (m) => m();')).toThrow(/preload helper changed/);
  });
});
