import * as v from 'valibot';

// Loaded only when an answer fails its validator (client.ts `readAnswer`): a well-formed answer never pays for it, and
// the /login entry stays within its budget (issue 2).

/**
 * The tenant settings that have spec §9 defaults (decision D32): missing, they take the contract's default; present
 * but unusable (an unknown language, a country that is not ISO 3166, a number for the time zone…), they are treated
 * as absent and take it too.
 */
const DEFAULTED_TENANT_SETTINGS: readonly (string | number)[] = ['timezone', 'iso3166', 'distance_unit', 'date_format', 'language'];

/** How much a repaired answer was changed, for the report. */
export interface AnswerRepair {
  /** Dotted path of the value in the answer (`results.3.vehicle.fuel_type`). */
  path: string;
  /** What was done: the value read as a known one, the value left out, or the list item it belongs to skipped. */
  action: 'normalized' | 'dropped' | 'skipped';
  /** The value the operator sent (an enum value or a setting: never personal data, which no enum holds). */
  received: string;
}

/** What {@link repairAnswer} gives. */
export type RepairResult<T> = { ok: true; output: T; repairs: AnswerRepair[] } | { ok: false; detail: string };

type Container = Record<string | number, unknown> | unknown[];
type Key = string | number;

/** The most rounds of repair: each round fixes every issue it sees, so a few always suffice for a real answer. */
const MAX_ROUNDS = 4;

/**
 * Makes an answer that is "a little off" usable (issue 19, decision D32), or says why it is not. Only two kinds of
 * breach are forgiven; everything else stays a contract breach (the internal-error message and a report):
 * - an unknown enum value (a new rental status, fuel type, vehicle option…): read as a known value when it is only
 *   spelt differently (`semi-automatic`, spec §3, is `semi_automatic`); otherwise left out where the field may be
 *   absent, or the list item holding it is skipped (a rental with a status the product does not know is not listed);
 * - an unusable value of one of the five tenant settings with defaults: left out, so the default applies.
 * An answer whose whole object would have to go is refused.
 * @param schema the call's validator
 * @param body the parsed answer (not changed: a copy is repaired)
 */
export function repairAnswer<T>(schema: v.GenericSchema<unknown, T>, body: unknown): RepairResult<T> {
  const answer = structuredClone(body);
  const repairs: AnswerRepair[] = [];
  const dropped = new Set<string>();
  let detail = '';
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const result = v.safeParse(schema, answer);
    if (result.success) return { ok: true, output: result.output, repairs };
    detail = describeIssues(result.issues);
    const skips = new Map<unknown[], Set<number>>();
    for (const issue of result.issues) {
      const path = (issue.path ?? []).map((item) => item.key as Key);
      const key = path.at(-1);
      const parent = container(answer, path.slice(0, -1));
      if (key === undefined || !parent) return { ok: false, detail };
      const where = path.join('.');
      const input: unknown = issue.input;
      const forgiven = issue.type === 'picklist' || (path.length === 2 && path[0] === 'tenant' && DEFAULTED_TENANT_SETTINGS.includes(key));
      if (!forgiven && !dropped.has(where)) return { ok: false, detail };
      const known = typeof input === 'string' && issue.type === 'picklist' ? knownSpelling(input, issue.expected) : undefined;
      if (known !== undefined) {
        (parent as Record<Key, unknown>)[key] = known;
        repairs.push({ path: where, action: 'normalized', received: String(input) });
      } else if (Array.isArray(parent) && typeof key === 'number') {
        addSkip(skips, parent, key);
        repairs.push({ path: where, action: 'skipped', received: String(input) });
      } else if (!dropped.has(where)) {
        // Left out: a field that may be absent (or has a default) is then valid; a required one fails again next round.
        delete (parent as Record<Key, unknown>)[key];
        dropped.add(where);
        repairs.push({ path: where, action: 'dropped', received: String(input) });
      } else {
        const item = nearestListItem(answer, path);
        if (!item) return { ok: false, detail };
        addSkip(skips, item.list, item.index);
        repairs.push({ path: where, action: 'skipped', received: 'required' });
      }
    }
    for (const [list, indexes] of skips) {
      // From the end, so that the indexes still to remove stay right.
      for (const index of [...indexes].sort((a, b) => b - a)) list.splice(index, 1);
    }
  }
  return { ok: false, detail };
}

/**
 * The body of an answer that failed its validator, repaired when {@link repairAnswer} can (each repair reported), else
 * refused with `refuse` (which reports it).
 * @param where the call, for the report (`GET /tenant`)
 * @param refuse builds the error of a refused answer from what broke
 */
export function readRepaired<T>(schema: v.GenericSchema<unknown, T>, body: unknown, where: string, refuse: (detail: string) => Error, report?: (error: Error) => void): T {
  const repaired = repairAnswer(schema, body);
  if (!repaired.ok) throw refuse(repaired.detail);
  const changes = repaired.repairs.map((r) => `${r.path} ${JSON.stringify(r.received)} ${r.action}`).join('; ');
  report?.(new Error(`${where}: repaired (${changes})`));
  return repaired.output;
}

/** The first issues of a validation, each with its path: what the report says (never shown to the driver). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ');
}

/** The option of a picklist that a value spells differently (case, dashes or spaces for underscores), if one. */
function knownSpelling(value: string, expected: string | null): string | undefined {
  const options = [...(expected ?? '').matchAll(/"([^"]*)"/g)].map((match) => match[1]);
  const spelt = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return spelt !== value && options.includes(spelt) ? spelt : undefined;
}

function container(root: unknown, path: readonly Key[]): Container | undefined {
  let node: unknown = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<Key, unknown>)[key];
  }
  return node !== null && typeof node === 'object' ? (node as Container) : undefined;
}

/** The list item, above a value, that holds it: the closest array along the path. */
function nearestListItem(root: unknown, path: readonly Key[]): { list: unknown[]; index: number } | undefined {
  for (let depth = path.length - 2; depth >= 0; depth -= 1) {
    const index = path[depth + 1];
    const list = container(root, path.slice(0, depth + 1));
    if (Array.isArray(list) && typeof index === 'number') return { list, index };
  }
  return undefined;
}

function addSkip(skips: Map<unknown[], Set<number>>, list: unknown[], index: number): void {
  const indexes = skips.get(list) ?? new Set<number>();
  indexes.add(index);
  skips.set(list, indexes);
}
