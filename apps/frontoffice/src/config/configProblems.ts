import type * as v from 'valibot';

// Kept out of runtimeConfig.ts: only the configuration error page says what is wrong (the /login budget).

/** One problem found in `config.json`, in terms an operator's administrator can act on. */
export interface ConfigProblem {
  /** Dotted path of the offending field, or empty for the whole file. */
  path: string;
  /** What was expected there: a missing field, a value of a type, a format, a non-empty value, a documented value. */
  expected: 'present' | 'type' | 'format' | 'nonEmpty' | 'choice' | 'value';
  /** The expected type or format (`string`, `url`...), when there is one. */
  detail: string;
}

/** One validator issue of `config.json`, in the terms of {@link ConfigProblem}. */
export function describeIssue(issue: v.BaseIssue<unknown>): ConfigProblem {
  const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
  if (issue.input === undefined) return { path, expected: 'present', detail: '' };
  switch (issue.type) {
    case 'min_length':
      return { path, expected: 'nonEmpty', detail: '' };
    case 'url':
      return { path, expected: 'format', detail: 'url' };
    case 'variant':
    case 'literal':
      return { path, expected: 'choice', detail: '' };
    case 'object':
    case 'string':
    case 'boolean':
    case 'array':
      return { path, expected: 'type', detail: issue.expected ?? issue.type };
    default:
      return { path, expected: 'value', detail: '' };
  }
}
