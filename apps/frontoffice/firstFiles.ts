import type { Plugin, Rolldown } from 'vite';
import { chunkClosure } from './firstPaintChunks.ts';
import { FIRST_FILES_META, type FirstFiles, type FirstPageFiles } from './src/startup/boot.ts';

/**
 * Issue 18 item 2: the pages whose first paint needs files beyond the entry script, which the page's first script
 * (src/startup/boot.ts) asks for while the entry downloads. For each: the modules whose chunks the page imports (with
 * the chunks and styles these import), those of its frame, its message packages (its route's `staticData.messages`,
 * firstFiles.test.ts checks it) and whether a first visit's cookie-consent dialog comes first (its route's
 * `staticData.consentFirst`: until it is answered, the dialog's files are asked for instead of the page's own, which
 * wait for it, shell/dialogs/consentFirst.ts). /login's page is part of the entry (vite.config.ts), only its messages
 * are not.
 */
export const FIRST_PAGES: Record<string, { modules: RegExp[]; frame: RegExp[]; frameMessages: string[]; messages: string[]; consentFirst: boolean; landing?: true }> = {
  // The public root of a public platform (spec §2): the page and the app frame (src/startup/earlyLoads.ts);
  // the frame's messages are the app's deferred ones (`shell`), which its locale waits for (src/intl/AriaLocale.tsx).
  '/search': {
    modules: [/src\/routes\/-components\/SearchRoute\.tsx$/],
    frame: [/src\/routes\/search\.tsx\?tsr-split=component/, /src\/shell\/AppShell\.tsx$/],
    frameMessages: ['shell'],
    messages: ['feature-search'],
    consentFirst: true,
  },
  // The first page of a private platform's visitors, in the sign-in frame (its route's `staticData.layout`), whose
  // landing panel shows the tenant's login background.
  '/login': { modules: [], frame: [], frameMessages: [], messages: ['feature-account/login'], consentFirst: false, landing: true },
};

/**
 * A first visit's cookie-consent dialog, on the pages that open it first. Its texts are among the app's first messages
 * (issue 32: not the deferred part, `shell`, which it waited for when react-aria's locale was around it).
 */
const CONSENT = { modules: [/src\/shell\/dialogs\/CookieConsentDialog\.tsx$/], messages: [] as string[] };

const LANGUAGES = ['fr', 'en'];
const MESSAGES = /\0frontoffice-messages\/(fr|en)(?:\/(.+))?$/;
const asset = (fileName: string) => fileName.replace(/^assets\//, '');

/** The list index.html carries for boot.ts, from a finished bundle. */
export function firstFilesList(bundle: Rolldown.OutputBundle): FirstFiles {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const closure = chunkClosure(chunks);
  const entry = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
  if (!entry) throw new Error('firstFiles: no entry chunk for src/main.tsx');
  const loaded = closure(entry);
  const filesOf = (modules: RegExp[]) => {
    const files = new Set<string>();
    for (const pattern of modules) {
      const root = chunks.find((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
      if (!root) throw new Error(`firstFiles: no chunk holds ${pattern}`);
      for (const chunk of closure(root)) {
        if (loaded.has(chunk)) continue;
        files.add(asset(chunk.fileName));
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(asset(css));
      }
    }
    return [...files];
  };

  // The catalogues of those packages only (and the app's own), by language.
  const packages = new Set(['app', ...Object.values(FIRST_PAGES).flatMap((page) => [...page.frameMessages, ...page.messages]), ...CONSENT.messages]);
  const messages: Record<string, Record<string, string>> = Object.fromEntries(LANGUAGES.map((language) => [language, {}]));
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const match = MESSAGES.exec(id);
      const pkg = match?.[2] ?? 'app';
      const catalogues = match?.[1] ? messages[match[1]] : undefined;
      if (catalogues && packages.has(pkg)) catalogues[pkg] = asset(chunk.fileName);
    }
  }
  const consentFiles = filesOf(CONSENT.modules);
  // Those in the entry (intl/messages.ts: the French ones of /login) come with it.
  const inEntry = new Set([...loaded].map((chunk) => asset(chunk.fileName)));
  const inLanguage = (language: string, pkgs: string[]) =>
    pkgs.map((pkg) => messages[language]?.[pkg]).filter((file): file is string => file !== undefined && !inEntry.has(file));
  return Object.fromEntries(
    Object.entries(FIRST_PAGES).map(([path, page]) => {
      const frame = filesOf(page.frame);
      const files = filesOf(page.modules).filter((file) => !frame.includes(file));
      const byLanguage = (language: string): FirstPageFiles => {
        const now = [...new Set([...frame, ...inLanguage(language, ['app', ...page.frameMessages, ...page.messages])])];
        const consent = [...new Set([...consentFiles, ...inLanguage(language, CONSENT.messages)])].filter((file) => !now.includes(file));
        return { now, page: files, consent };
      };
      return [path, { ...(page.consentFirst && { consentFirst: true as const }), ...(page.landing && { landing: true as const }), fr: byLanguage('fr'), en: byLanguage('en') }];
    }),
  );
}

/**
 * Writes into the built index.html the page's first script (the build's `boot` entry, vite.config.ts), inline, after the
 * `<meta>` it reads. Inline, it runs as the document is parsed (`async`: before the entry, which it must precede), and
 * it is not a file of its own fetched beside the entry: under Lighthouse's simulated slow 4G that file held the entry
 * back, and its round trip held config.json's use and GET /tenant back (issue 18). The policy admits it by the hash
 * of its text (host/policy.mjs); it imports nothing, so it needs no other file.
 */
export function firstFilesPlugin(): Plugin {
  return {
    name: 'frontoffice:first-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        if (!bundle) return [];
        const boot = Object.values(bundle).find(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith('/src/startup/boot.ts') === true,
        );
        if (!boot) throw new Error('firstFiles: no chunk for src/startup/boot.ts');
        if (boot.imports.length > 0 || boot.dynamicImports.length > 0) throw new Error(`firstFiles: boot.ts must import nothing at run time (it imports ${[...boot.imports, ...boot.dynamicImports].join(', ')})`);
        const code = boot.code.replace(/\n\/\/# sourceMappingURL=.*$/, '').trim();
        if (/<\/script|<!--/i.test(code)) throw new Error('firstFiles: boot.ts compiles to a text that cannot be written inside <script>');
        // Written into the document: its file is not needed.
        delete bundle[boot.fileName];
        // The list before the script: an async inline module runs as soon as the browser gets to it, which may be
        // before the parser has reached what follows it (on a loaded machine the script found no list once, and the
        // frame's files waited for the entry).
        return [
          { tag: 'meta', attrs: { name: FIRST_FILES_META, content: JSON.stringify(firstFilesList(bundle)) }, injectTo: 'head' },
          { tag: 'script', attrs: { type: 'module', async: true }, children: code, injectTo: 'head' },
        ];
      },
    },
  };
}
