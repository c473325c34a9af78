// Enforces the one direction of dependency of the monorepo (house-style.md, issue 2):
//   apps/frontoffice → packages/feature-* → packages/part-* → packages/{ui, domain, api-client}
// A part (packages/part-*) is a piece of screen that two features share (the card form of the account page and of
// the signup card step, the driver's fields of signup and of the account details): it carries product text and
// calls, so it cannot live in ui, and no feature may import another, so it cannot live in a feature.
// Every refusal says why, so that the fix is obvious from the message alone.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SCOPE = '@frontoffice/';

/** What `domain` may not touch: it is plain TypeScript (rules only). */
const DOMAIN_FORBIDDEN_MODULES = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-aria/,
  /^@tanstack\//,
  /^ky($|\/)/,
  /^axios($|\/)/,
  /^msw($|\/)/,
  /^node:/,
];
const DOMAIN_FORBIDDEN_GLOBALS = new Set([
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'HTMLElement',
  'Element',
]);

const packageCache = new Map();

/** The nearest package.json above a file: its folder, name and declared dependencies. */
function packageOf(file) {
  let dir = dirname(resolve(file));
  const seen = [];
  while (true) {
    if (packageCache.has(dir)) {
      const found = packageCache.get(dir);
      for (const d of seen) packageCache.set(d, found);
      return found;
    }
    seen.push(dir);
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const json = JSON.parse(readFileSync(manifest, 'utf8'));
      const found = {
        dir,
        name: json.name ?? '',
        deps: new Set([
          ...Object.keys(json.dependencies ?? {}),
          ...Object.keys(json.devDependencies ?? {}),
          ...Object.keys(json.peerDependencies ?? {}),
        ]),
      };
      for (const d of seen) packageCache.set(d, found);
      return found;
    }
    const parent = dirname(dir);
    if (parent === dir) {
      for (const d of seen) packageCache.set(d, null);
      return null;
    }
    dir = parent;
  }
}

/** Which layer a workspace package belongs to. */
export function layerOf(name) {
  if (!name.startsWith(SCOPE)) return 'external';
  const short = name.slice(SCOPE.length);
  if (short === 'frontoffice') return 'app';
  if (short.startsWith('feature-')) return 'feature';
  if (short.startsWith('part-')) return 'part';
  if (short === 'ui' || short === 'domain' || short === 'api-client') return short;
  if (short === 'demo-api') return 'demo-api';
  if (short === 'tenants') return 'tenants';
  return 'tooling';
}

const TEST_FILE = /(\.test\.|\.spec\.|\.stories\.|[/\\](test|tests|e2e|\.storybook|mocks)[/\\]|vitest\.config|vite\.config|playwright\.config)/;

function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Why `importer` may not import `target`, or null when it may.
 * @param {{name: string}} importer
 * @param {string} target workspace package name
 * @param {boolean} isTestFile
 */
export function refusal(importer, target, isTestFile) {
  const from = layerOf(importer.name);
  const to = layerOf(target);
  const a = importer.name.slice(SCOPE.length);
  const b = target.slice(SCOPE.length);
  if (to === 'tooling' || to === 'tenants') return null;
  if (to === 'demo-api') {
    if (from === 'app' || from === 'demo-api' || from === 'tooling' || isTestFile) return null;
    return `${a} must not import the demo operator API (demo-api) outside tests and stories: the product talks to the operator only through @frontoffice/api-client.`;
  }
  if (from === 'feature' && to === 'feature' && a !== b) {
    return `Feature packages must not import each other (${a} → ${b}): move what both need down into @frontoffice/domain (rules), @frontoffice/api-client (data) or a part (packages/part-*, a piece of screen two features share), and let apps/frontoffice compose the features.`;
  }
  if ((to === 'app' || to === 'feature') && from !== 'app' && from !== 'tooling' && !(from === 'feature' && a === b)) {
    return `${a} must not import ${b}: dependencies point one way, apps/frontoffice → feature-* → part-* → ui | domain | api-client, never back up.`;
  }
  if (to === 'part' && from !== 'app' && from !== 'feature' && from !== 'tooling' && a !== b) {
    return `${a} must not import ${b}: a part (packages/part-*) is shared by the features above it; ui, domain, api-client and the other parts stay below it.`;
  }
  if (from === 'ui' && to === 'api-client') {
    return 'ui must not import api-client: design-system components are presentational and receive data as props from the feature packages.';
  }
  if (from === 'domain' && to !== 'domain') {
    return `domain must not import ${b}: it is plain TypeScript business rules, with no React, DOM, network or storage, and depends on no other workspace package.`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the dependency direction between the workspace packages' },
    schema: [],
    messages: { refused: '{{why}}' },
  },
  create(context) {
    const filename = context.filename;
    const importer = packageOf(filename);
    if (!importer || !importer.name.startsWith(SCOPE)) return {};
    const layer = layerOf(importer.name);
    const isTestFile = TEST_FILE.test(filename);

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const report = (why) => context.report({ node, messageId: 'refused', data: { why } });

      if (specifier.startsWith('.')) {
        const target = resolve(dirname(filename), specifier);
        const rel = relative(importer.dir, target);
        if (rel.startsWith('..') || rel.startsWith(sep)) {
          report(
            `Relative import "${specifier}" leaves ${importer.name}: import the other package by its name, through its public entry.`,
          );
        }
        return;
      }

      const target = packageNameOf(specifier);
      if (layer === 'domain' && DOMAIN_FORBIDDEN_MODULES.some((re) => re.test(specifier))) {
        report(
          `domain must not import "${specifier}": it is plain TypeScript business rules, with no React, DOM, network, storage or Node APIs, so that every rule is testable as a pure function.`,
        );
        return;
      }
      if (!target.startsWith(SCOPE)) return;
      if (target !== importer.name && !importer.deps.has(target)) {
        report(
          `${target} is not listed in ${importer.name}'s package.json: each package declares the workspace packages it may use.`,
        );
        return;
      }
      const subpath = specifier.slice(target.length);
      if (/(^|\/)(src|private|dist)(\/|$)/.test(subpath)) {
        report(`"${specifier}" reaches inside ${target}: import only what its exports map makes public.`);
        return;
      }
      const why = refusal(importer, target, isTestFile);
      if (why) report(why);
    }

    const visitors = {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };

    if (layer === 'domain' && !isTestFile) {
      visitors['Program:exit'] = (node) => {
        const scope = context.sourceCode.getScope(node);
        const refs = [...scope.through];
        for (const variable of scope.variables) refs.push(...variable.references);
        for (const ref of refs) {
          const name = ref.identifier.name;
          if (DOMAIN_FORBIDDEN_GLOBALS.has(name) && !ref.resolved?.defs.length) {
            context.report({
              node: ref.identifier,
              messageId: 'refused',
              data: {
                why: `domain must not use the global "${name}": it is plain TypeScript business rules with no DOM, network or storage; take what you need as an argument.`,
              },
            });
          }
        }
      };
      // Rules take "now" as an argument (house-style.md) so that tests control time.
      visitors.CallExpression = (node) => {
        const c = node.callee;
        if (
          c.type === 'MemberExpression' &&
          c.object.type === 'Identifier' &&
          c.property.type === 'Identifier' &&
          ((c.object.name === 'Date' && c.property.name === 'now') ||
            (c.object.name === 'DateTime' && (c.property.name === 'now' || (c.property.name === 'local' && node.arguments.length === 0))))
        ) {
          context.report({
            node,
            messageId: 'refused',
            data: { why: 'domain must not read the clock: take the current time ("now") as an argument.' },
          });
        }
      };
      visitors.NewExpression = (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date' && node.arguments.length === 0) {
          context.report({
            node,
            messageId: 'refused',
            data: { why: 'domain must not read the clock: take the current time ("now") as an argument.' },
          });
        }
      };
    }
    return visitors;
  },
};
