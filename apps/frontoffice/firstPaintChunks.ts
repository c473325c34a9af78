import type { Plugin, Rolldown } from 'vite';

/**
 * Issue 18: the files the search page (the public root, spec §2) needs before its first paint, in a few chunks.
 * Left to itself the bundler cuts them into some fifty small files, one per mix of pages sharing them: over HTTP/1.1
 * a phone fetches six at a time, and Lighthouse's simulated slow 4G put that queue at about a second before the
 * first paint. Each group takes the modules its test matches and what they import that no group of a higher
 * priority took (the entry's group first, vite.config.ts). Every group stays under the lazily loaded chunks' budget
 * (budgets.json), which is why the search form is cut in three: its date pickers, the rest of the form, and the
 * date libraries that the booking pages share.
 */
export const firstPaintGroups = [
  // A first visit's cookie-consent dialog, shown over any page (/login pays for it on a first visit only).
  { name: 'CookieConsentDialog', test: /shell[\\/]dialogs[\\/]CookieConsentDialog\.tsx$/, priority: 18 },
  // The app frame (header and footer; the drawer menu comes after the page, AppShell.tsx) of every page but the
  // sign-in ones, the react-aria locale that every lazily loaded part is wrapped in (src/intl/lazyWithLocale.tsx), and
  // the search page's outline, which the search route draws in it until the page's code has run (feature-search's
  // SearchPageOutline, a few hundred bytes): in the page's chunk, the route could not draw it before that chunk had
  // arrived.
  { name: 'AppShell', test: /src[\\/]shell[\\/]AppShell\.tsx$|src[\\/]intl[\\/]AriaLocale\.tsx$|feature-search[\\/]src[\\/]outline[\\/]/, priority: 17 },
  // react-aria's modal, dialog and focus scope, which the drawer menu, every dialog and the date pickers' popovers
  // share (issue 32): one chunk, so that none of them loads another's chunk for it.
  { name: 'overlays', test: /packages[\\/]ui[\\/]src[\\/]components[\\/]Modal[\\/]Modal\.tsx$/, priority: 16.9 },
  // The date libraries, before the drawer menu takes them (issue 34: the menu's licence badge reads the date): in
  // the menu's chunk, every page that formats a date loaded the menu's chunk and its styles with them.
  { name: 'dates', test: /node_modules[\\/](luxon|@internationalized[\\/]date)[\\/]/, priority: 16.85 },
  // The error frame and its style sheet (the app frame's error pages, the single sign-on pages, the drawer menu's
  // styles): left to the shared chunks' plan, they were merged with the registration rules (issue 32), and /signup's
  // first paint waited for their style sheet too, a request it does not use.
  { name: 'ErrorFrame', test: /src[\\/]shell[\\/](ErrorFrame\.tsx|shell\.css\.ts)$/, priority: 16.84 },
  // The drawer menu, which the app frame asks for once the page is drawn (AppShell.tsx), with what it alone uses.
  { name: 'MainMenu', test: /src[\\/]shell[\\/]MainMenu\.tsx$/, priority: 16.8 },
  { name: 'searchPickers', test: /feature-search[\\/]src[\\/]components[\\/]SearchForm[\\/]SearchTimePicker\.tsx$/, priority: 15 },
  // The lists the search page is drawn with (feature-search's prefetchSearchLists, the stations above all), which the
  // route asks for before the page's code (src/routes/-components/SearchGate.tsx), with the calls and answers' schemas
  // they need, those the form shares included (a priority above the form's): a kilobyte, which the page imports.
  { name: 'searchLists', test: /feature-search[\\/]src[\\/]pages[\\/]searchLists\.ts$/, priority: 14 },
  { name: 'searchForm', test: /feature-search[\\/]src[\\/]components[\\/]SearchForm[\\/]/, priority: 13 },
  { name: 'searchStart', test: /src[\\/]routes[\\/]-components[\\/]SearchRoute\.tsx$|feature-search[\\/]src[\\/]pages[\\/]/, priority: 12 },
];

/** Whether a built file is one of these groups' chunks (their imports are preloaded with them, vite.config.ts). */
export function isFirstPaintChunk(filename: string): boolean {
  return firstPaintGroups.some(({ name }) => new RegExp(`(^|/)${name}-[\\w-]+\\.js$`).test(filename));
}

/**
 * Whether Vite's preload list keeps the JavaScript a lazily imported file imports, so that both start together
 * (vite.config.ts): these groups' chunks; the account details' content (its header, the page's largest paint), whose
 * route asks for it while its messages download: its shared chunks came two round trips after it; and the bookings',
 * carpoolings' and history's lists and a booking's detail, which their routes ask for behind the page's title or its
 * loading state (four levels of shared chunks). Those lists are in the routes' chunks, which import them, not in the
 * entry. Every other chunk's imports wait for it (their names would cost /login's entry bytes).
 */
export function preloadsItsImports(filename: string): boolean {
  return isFirstPaintChunk(filename) || /(^|\/)(AccountDetailsContent|BookingsPage|CarpoolingsPage|HistoryPage|RentalDetailPage|RentalDetailBody)-[\w-]+\.js$/.test(filename);
}

/**
 * The lazily loaded parts of the search page's first paint (its route, its form, its time list, its lists): counted as
 * one part. Its later parts (the results, the map, a vehicle's view) are parts of their own.
 */
export const searchFirstPaint = (id: string) =>
  /src[\\/]routes[\\/](search|index)\.tsx\?tsr-split/.test(id) ||
  firstPaintGroups.some(({ name, test }) => name.startsWith('search') && test.test(id));

/** The name of the shared chunks' group; their files are named `shared-[hash]` (vite.config.ts). */
export const SHARED_CHUNKS = 'shared';

/** Set while the build that `sharedChunks` reads runs (vite.config.ts leaves the later groups out of it). */
export const CHUNK_ANALYSIS = 'FRONTOFFICE_CHUNK_ANALYSIS';

/**
 * Below this many characters of code (as rendered, before minification: about 3 kB gzip), a set of shared modules is
 * merged into another one rather than being a file of its own.
 */
const SMALL = 12_000;

/**
 * The most code (as rendered, about 8 kB gzip) that the merges may make one part load without using it, in all: beyond
 * it, a request more costs a phone less than the bytes (at 16,000, the bookings' pages loaded 19 to 23 files; at 50,000
 * 14, and the help pages more bytes and files than at 30,000). None for the search page's first paint, the public root,
 * which has a budget of its own (budgets.json).
 */
export const MOST_UNUSED = 30_000;
const mostUnused = (part: string) => (part === 'search' ? 0 : MOST_UNUSED);

/** What the first build tells of one module. */
interface Analysed {
  /** The lazily loaded parts whose first files hold it (their chunk and the chunks these import). */
  users: Set<string>;
  size: number;
}

/**
 * The chunks a chunk loads: itself and, through its static imports, every chunk these import (what a page that loads it
 * downloads before running it).
 */
export function chunkClosure(chunks: Rolldown.OutputChunk[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: Rolldown.OutputChunk, into = new Set<Rolldown.OutputChunk>()): Set<Rolldown.OutputChunk> => {
    if (into.has(chunk)) return into;
    into.add(chunk);
    for (const name of chunk.imports) {
      const imported = byFile.get(name);
      if (imported) closure(imported, into);
    }
    return into;
  };
  return (chunk: Rolldown.OutputChunk) => closure(chunk);
}

/**
 * The plan: which shared modules go together, from a first build of the same app whose later groups (the drawer menu's,
 * the search page's) are left out, so that the bundler's own split says exactly which lazily loaded parts use each
 * module, after tree shaking (the import graph before it over-counts: a package's index imports all its modules).
 * The search page's first files count as one part. A module is shared when two parts or more use it and no group
 * above this one (the entry's, the map's, the app frame's, the consent dialog's, the dialogs', the dates') nor the
 * icons' or the validators' took it.
 */
export function planSharedChunks(output: Rolldown.OutputChunk[], ownChunk: (chunk: Rolldown.OutputChunk) => boolean) {
  const byFile = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  const closure = chunkClosure(output);
  const modules = new Map<string, Analysed>();
  const facades = new Set(output.flatMap((chunk) => (chunk.facadeModuleId ? [chunk.facadeModuleId] : [])));
  for (const chunk of output) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const part = searchFirstPaint(chunk.facadeModuleId) ? 'search' : chunk.facadeModuleId;
    for (const reached of closure(chunk)) {
      if (reached.isEntry) continue;
      for (const id of reached.moduleIds) {
        const known = modules.get(id) ?? { users: new Set<string>(), size: reached.modules[id]?.renderedLength ?? 0 };
        known.users.add(part);
        modules.set(id, known);
      }
    }
  }
  const shareable = new Set(output.filter(ownChunk).flatMap((chunk) => chunk.moduleIds));
  const candidates = [...modules]
    .filter(([id, { users }]) => users.size > 1 && shareable.has(id) && !facades.has(id) && !id.startsWith('\0rolldown/'))
    .map(([id]) => id);
  const isCandidate = new Set(candidates);

  /** A chunk of the plan: the parts that load it, and its size (characters). */
  interface Node { users: Set<string>; size: number }
  interface ModuleSet extends Node { modules: string[] }
  const sets = new Map<string, ModuleSet>();
  const setOf = new Map<string, ModuleSet>();
  for (const id of candidates) {
    const { users, size } = modules.get(id)!;
    const key = [...users].sort().join('\n');
    let set = sets.get(key);
    if (!set) sets.set(key, (set = { users: new Set(users), size: 0, modules: [] }));
    set.size += size;
    set.modules.push(id);
    setOf.set(id, set);
  }
  // The other chunks (but the entry, loaded first by every page), with the parts that load them and their size, so that
  // a merge that would make a part load one of them counts it.
  const chunkOf = new Map<string, Node>();
  for (const chunk of output) {
    if (chunk.isEntry) continue;
    const rest = chunk.moduleIds.filter((id) => !isCandidate.has(id));
    const node = { users: new Set(rest.flatMap((id) => [...(modules.get(id)?.users ?? [])])), size: rest.reduce((total, id) => total + (modules.get(id)?.size ?? 0), 0) };
    for (const id of rest) chunkOf.set(id, node);
  }
  // What each set imports, as the first build's chunks import each other (after tree shaking: the import graph before
  // it goes through a package's index to all its modules): the other sets, and the chunks of the parts that a shared
  // module imports statically (a dynamic import's target imported statically elsewhere), which may import sets in turn.
  // A chunk of the first build holds the modules of one set, or of none: the bundler splits by the parts reaching them.
  const nodesOf = (chunk: Rolldown.OutputChunk) =>
    new Set(chunk.moduleIds.map((id) => setOf.get(id) ?? chunkOf.get(id)).filter((node): node is Node => node !== undefined));
  const edges = new Map<Node, Set<Node>>();
  const edgesOf = (from: Node) => edges.get(from) ?? edges.set(from, new Set()).get(from)!;
  for (const chunk of output) {
    const from = nodesOf(chunk);
    for (const name of chunk.imports) {
      const imported = byFile.get(name);
      if (!imported) continue;
      for (const to of nodesOf(imported)) for (const node of from) if (node !== to) edgesOf(node).add(to);
    }
  }
  /** Whether `to` can be reached from `from` other than by a direct import. */
  const reachesIndirectly = (from: Node, to: Node) => {
    const stack = [...(edges.get(from) ?? [])].filter((next) => next !== to);
    const seen = new Set<Node>(stack);
    while (stack.length) {
      const at = stack.pop()!;
      if (at === to) return true;
      for (const next of edges.get(at) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    return false;
  };
  /** The sets (and parts' chunks) a node imports, and what these import in turn: all loaded with it. */
  const below = (from: Node) => {
    const seen = new Set<Node>();
    const stack = [...(edges.get(from) ?? [])];
    while (stack.length) {
      const at = stack.pop()!;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(edges.get(at) ?? []));
    }
    return seen;
  };
  /** What each part loads and does not use, after the merges made so far. */
  const unusedSoFar = new Map<string, number>();
  /**
   * What the parts would load and not use, were the two sets one: each of them, and what it imports, for the parts of
   * the other that do not load it yet. Undefined when a part would then load more than it may (`mostUnused`).
   */
  const unused = (a: ModuleSet, b: ModuleSet) => {
    const users = new Set([...a.users, ...b.users]);
    const byPart = new Map<string, number>();
    for (const node of new Set([a, b, ...below(a), ...below(b)])) {
      const { size } = node;
      if (size === 0) continue;
      const loading = node.users;
      for (const user of users) if (!loading.has(user)) byPart.set(user, (byPart.get(user) ?? 0) + size);
    }
    let total = 0;
    for (const [part, bytes] of byPart) {
      if ((unusedSoFar.get(part) ?? 0) + bytes > mostUnused(part)) return undefined;
      total += bytes;
    }
    return { total, byPart };
  };
  const merge = (into: ModuleSet, from: ModuleSet) => {
    for (const user of from.users) into.users.add(user);
    into.size += from.size;
    into.modules.push(...from.modules);
    const mine = edgesOf(into);
    for (const next of edges.get(from) ?? []) mine.add(next);
    edges.delete(from);
    for (const targets of edges.values()) if (targets.delete(from)) targets.add(into);
    mine.delete(into);
    // The parts that load the merged set load what it imports too.
    for (const node of below(into)) for (const user of into.users) node.users.add(user);
  };
  const live = new Set(sets.values());
  const stuck = new Set<ModuleSet>();
  for (;;) {
    const small = [...live].filter((set) => set.size < SMALL && !stuck.has(set)).sort((a, b) => a.size - b.size)[0];
    if (!small) break;
    const partner = [...live]
      .filter((set) => set !== small && !reachesIndirectly(small, set) && !reachesIndirectly(set, small))
      .map((set) => ({ set, cost: unused(small, set) }))
      .filter((option): option is { set: ModuleSet; cost: NonNullable<ReturnType<typeof unused>> } => option.cost !== undefined)
      .sort((a, b) => a.cost.total - b.cost.total)[0];
    if (!partner) {
      if (process.env.FRONTOFFICE_DEBUG_CHUNKS) {
        const acyclic = [...live].filter((set) => set !== small && !reachesIndirectly(small, set) && !reachesIndirectly(set, small));
        console.info(`stuck: ${small.size} chars, ${small.users.size} parts${small.users.has('search') ? ' (search)' : ''}: ${live.size - 1 - acyclic.length} partners would make a cycle, ${acyclic.length} too costly`);
      }
      stuck.add(small);
      continue;
    }
    for (const [part, bytes] of partner.cost.byPart) unusedSoFar.set(part, (unusedSoFar.get(part) ?? 0) + bytes);
    merge(partner.set, small);
    live.delete(small);
    stuck.delete(partner.set);
  }
  const names = new Map<string, string>();
  [...live]
    .sort((a, b) => b.size - a.size)
    .forEach((set, index) => {
      for (const id of set.modules) names.set(id, `${SHARED_CHUNKS}~${index}`);
    });
  if (process.env.FRONTOFFICE_DEBUG_CHUNKS) {
    console.info(`shared chunks: ${sets.size} sets of ${candidates.length} modules -> ${live.size}`);
    for (const set of [...live].sort((a, b) => b.size - a.size))
      console.info(`  ${set.size} chars, ${set.modules.length} modules, ${set.users.size} parts: ${[...set.users].slice(0, 5).map((user) => user.replace(/.*\/src\//, '')).join(' ')}`);
  }
  return names;
}

/**
 * Issue 32: the modules that two or more lazily loaded parts share, in a few chunks. Left to the bundler they were one
 * chunk per set of parts sharing them: a booking's page loaded 31 files, 29 of them under 3 kB gzip (skeletons, prices,
 * dates, buttons), and Lighthouse's slow 4G over HTTP/1.1 charges a round trip for each, six at a time. Before this
 * group the search groups took every module they reached, so the pages that share the search page's fields (the
 * signup, the account's forms) loaded `searchForm` and `searchPickers` (70 kB gzip); and the drawer menu's group took
 * the account frame's list of pages, so every account page loaded the menu and its dialog code (17 kB gzip, 4 files)
 * before its first paint.
 *
 * Each shared module starts in the set of the modules the same parts use (`plan`, from a first build); the smallest
 * set is merged into the one whose merge makes the parts load the fewest bytes they do not use, until every set is at
 * least `SMALL` or cannot merge. A merge that would make two chunks import each other is never made: the bundler would
 * run a module before one it depends on (`TypeError` at start-up, as Rolldown's `entriesAwareMergeThreshold` did here).
 * So this group does not take its modules' dependencies: they are in a set of their own, or in a group above.
 * @param keep the groups' chunks of the first build that are not to be shared out (the entry's, the groups above,
 *   the icons', the validators')
 */
export function sharedChunks(keep: (chunkName: string) => boolean) {
  let names = new Map<string, string>();
  let config: { configFile?: string; mode: string } | undefined;
  let firstBuild: Rolldown.OutputChunk[] = [];
  const plugin: Plugin = {
    name: 'frontoffice:shared-chunks',
    apply: 'build',
    configResolved: (resolved) => {
      config = { configFile: resolved.configFile, mode: resolved.mode };
    },
    async buildStart() {
      if (process.env[CHUNK_ANALYSIS] || !config) return;
      const { build } = await import('vite');
      process.env[CHUNK_ANALYSIS] = '1';
      let result: Awaited<ReturnType<typeof build>>;
      try {
        result = await build({ configFile: config.configFile, mode: config.mode, logLevel: 'silent', build: { write: false } });
      } finally {
        delete process.env[CHUNK_ANALYSIS];
      }
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
      firstBuild = outputs.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    },
    // The module graph is complete (the same as the first build's), and the bundler has not grouped modules yet.
    buildEnd() {
      if (process.env[CHUNK_ANALYSIS] || firstBuild.length === 0) return;
      names = planSharedChunks(firstBuild, (chunk) => !chunk.isEntry && !keep(chunk.name));
    },
  };
  const group = {
    name: (id: string) => names.get(id) ?? null,
    test: (id: string) => names.has(id),
    // Its modules' dependencies are in sets of their own (see above).
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
