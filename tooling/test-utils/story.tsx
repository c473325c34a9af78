// Page stories (issue 12, "screens in Storybook"): a feature page rendered by the same harness as its tests
// (pageHarness.tsx) against the demo operator API, here answered in the browser by msw's service worker. The theme
// comes from the toolbar through ui's preview (applyTheme); the language from the toolbar too: the app's and the
// package's messages, react-aria's locale and the client's Accept-Language; the tenant (data and switches) from the
// Storybook's tenant toolbar, unless the story names one.
import { isTenantId, type TenantId } from '@frontoffice/tenants';
import type { Decorator, Loader, StoryContext } from '@storybook/react-vite';
import { type SetupWorker, setupWorker } from 'msw/browser';
import { createContext, type ReactNode, use } from 'react';
import { fn } from 'storybook/test';
import {
  createPageRouter,
  messagesOf,
  openPageSession,
  PageProviders,
  type Language,
  type PageOptions,
  type PageRouter,
  type PageSession,
} from './pageHarness.tsx';

export type { PrepareContext } from './pageHarness.tsx';

// The loader and decorator read no args, so they fit every page's stories, props or none (Storybook's own shared
// decorators are typed the same way).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyArgs = any;

/**
 * The API base of the stories: a path of the Storybook's own origin, answered by the service worker (the only path
 * apps/storybook/public/storyServiceWorker.js leaves to msw: change both together).
 */
export const STORY_API_BASE = '/demo-api';

/** What a page story says about its page, as `parameters.page` (the language comes from the toolbar). */
export type PageParameters = Omit<PageOptions, 'lang'>;

let started: Promise<SetupWorker> | null = null;

/**
 * msw's service worker, started once per Storybook page. The script is served at the root (`staticDirs` of the
 * Storybook, kept up to date by `msw init`), where addon-vitest serves it too. It is loaded by storyServiceWorker.js,
 * which leaves it the demo API's path only: the page's own files (a story file's modules, a signup step loaded on
 * demand) never wait for msw to answer from the page (issue 33, the signup steps of issue 32).
 */
function demoWorker(): Promise<SetupWorker> {
  started ??= (async () => {
    const worker = setupWorker();
    await worker.start({ serviceWorker: { url: '/storyServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
    return worker;
  })();
  return started;
}

// Each story has its own session: its tokens stay out of localStorage, which Storybook's manager shares.
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/**
 * The tenant of the toolbar (issue 20: `TENANT=<id> pnpm storybook` opens on one), for the stories that do not pin
 * their own.
 */
export function storyTenant(context: Pick<StoryContext, 'globals'>): TenantId {
  const tenant = String(context.globals.tenant ?? '');
  return isTenantId(tenant) ? tenant : 'demo';
}

/** The toolbar's language. */
export function storyLanguage(context: Pick<StoryContext, 'globals'>): Language {
  return context.globals.locale === 'en' ? 'en' : 'fr';
}

interface LoadedPage {
  /** Each load is a new page: the providers remount with it. */
  id: number;
  session: PageSession;
  router: PageRouter;
}

let loads = 0;

/**
 * Drops what react-aria's live announcer still holds from the previous story: a pending button announces itself
 * through a node labelled by the button's id for seven seconds, and once the story that had the button is gone the
 * label points at nothing, which axe reports on the next story of the same page (the screens run with
 * `isolate: false`). A fresh page never has those nodes; neither does a story that starts afresh.
 */
function forgetAnnouncements(): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [role="log"] > *')) node.remove();
}

const PageSlot = createContext<ReactNode>(null);

function StoryPage() {
  return use(PageSlot);
}

/**
 * Opens the page's session before each render (loaders run again when the toolbar changes): fresh demo API state,
 * the driver signed in, the tenant cached, the router at the page's URL.
 */
const loadPage: Loader<AnyArgs> = async (context) => {
  const page = context.parameters.page as PageParameters | undefined;
  if (!page) return {};
  forgetAnnouncements();
  const worker = await demoWorker();
  const session = await openPageSession(
    { ...page, tenant: page.tenant ?? storyTenant(context), lang: storyLanguage(context) },
    {
      baseUrl: STORY_API_BASE,
      install: (handlers) => worker.resetHandlers(...handlers),
      environment: { storage: new MemoryStorage(), locks: null },
    },
  );
  const loaded: LoadedPage = { id: ++loads, session, router: createPageRouter(session.path, () => <StoryPage />) };
  return { page: loaded };
};

// Notifications are the app shell's (a toast region): here they are spies, shown in the Actions panel.
const notifier = { notify: fn().mockName('notifier.notify'), error: fn().mockName('notifier.error') };

/** Puts the story inside the page's providers and router, as the app puts a page inside its shell. */
const withPage: Decorator<AnyArgs> = (Story, context) => {
  const loaded = context.loaded.page as LoadedPage | undefined;
  if (!loaded) return <Story />;
  return (
    <PageSlot value={<Story />}>
      <PageProviders key={loaded.id} session={loaded.session} notifier={notifier} router={loaded.router} />
    </PageSlot>
  );
};

/**
 * The meta of a feature's page stories: its parameters (package, tenant, driver, URL...), the loader and decorator of
 * the page harness, a full-screen layout.
 * @param page what every story of the file shares; a story adds to it with its own `parameters.page`
 */
export function pageStories(page: PageParameters) {
  return {
    parameters: { page, layout: 'fullscreen' as const },
    loaders: [loadPage],
    decorators: [withPage],
  };
}

/**
 * A message of the page's catalogue in the toolbar's language, for play functions (stories hold no literal text).
 * @param context the story context
 * @param id the message id
 */
export function storyMessage(context: Pick<StoryContext, 'globals' | 'parameters'>, id: string): string {
  const page = context.parameters.page as PageParameters;
  const message = messagesOf(storyLanguage(context), page.feature)[id];
  if (message === undefined) throw new Error(`No message ${id} in ${page.feature}`);
  return message;
}

/**
 * A pattern matching a message of the page's catalogue whose arguments are filled in (`Bienvenue, {firstName} !`): an
 * argument matches any text, a `select` or `plural` any of its branches (`se termine {when, select, today {à {time}}
 * other {le {day} à {time}}}`).
 * @param context the story context
 * @param id the message id
 */
export function storyMessagePattern(context: Pick<StoryContext, 'globals' | 'parameters'>, id: string): RegExp {
  return new RegExp(`^${messagePattern(storyMessage(context, id))}$`);
}

/** The regular expression source of an ICU message (the subset the catalogues use: arguments, select and plural). */
function messagePattern(message: string): string {
  let source = '';
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    if (open < 0) break;
    source += escapeRegExp(message.slice(index, open));
    const close = matchingBrace(message, open);
    const inner = message.slice(open + 1, close);
    const comma = inner.indexOf(',');
    const kind = comma < 0 ? '' : (inner.slice(comma + 1).split(',')[0] ?? '').trim();
    if (kind === 'select' || kind === 'plural' || kind === 'selectordinal') {
      // The branches: `key {text}` pairs after the second comma.
      const branches: string[] = [];
      const body = inner.slice(inner.indexOf(',', comma + 1) + 1);
      let at = 0;
      while ((at = body.indexOf('{', at)) >= 0) {
        const end = matchingBrace(body, at);
        branches.push(messagePattern(body.slice(at + 1, end)).replace(/#/g, '.+'));
        at = end + 1;
      }
      source += `(?:${branches.join('|')})`;
    } else source += '.+';
    index = close + 1;
  }
  return source + escapeRegExp(message.slice(index));
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  throw new Error(`Unbalanced braces in the message: ${text}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/** The demo API of the story being shown (to read the state a story prepared, e.g. a reset token). */
export function storyApi(context: Pick<StoryContext, 'loaded'>): PageSession['api'] {
  return (context.loaded.page as LoadedPage).session.api;
}

/**
 * The play of a page story that checks the page is there: its level-1 heading, named by a message of the page's
 * catalogue in the toolbar's language.
 * @param id the message id of the page's title
 * @param options `filled`: the message has arguments (`Bienvenue, {firstName} !`), matched as a pattern;
 * `sections`: the page shows the operator's contents, whose titles are level-2 headings
 */
export function showsTitle(id: string, options: { filled?: boolean; sections?: boolean } = {}) {
  return async ({ canvas, context }: StoryContext<AnyArgs>) => {
    const name = options.filled ? storyMessagePattern(context, id) : storyMessage(context, id);
    await canvas.findByRole('heading', { level: 1, name });
    if (options.sections) await canvas.findAllByRole('heading', { level: 2 });
  };
}
