// Every request and response of the demo API is checked against openapi/frontoffice.yaml (issue 4), with ajv 2020
// compiled from the document itself: the demo API can neither accept what the contract refuses nor answer what it
// does not describe.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openapiDocument } from '../generated/document.ts';

type Json = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
  style?: string;
  explode?: boolean;
}

/** One operation of the document, ready to match and validate requests. */
export interface Operation {
  /** The document's operationId. */
  id: string;
  /** Upper-case HTTP method. */
  method: string;
  /** The path template, e.g. `/user/rentals/{id}`. */
  path: string;
  /** Whether a request may come without a bearer token (`security` lists `{}`). */
  anonymous: boolean;
  /** Media types of the request body, when the operation has one. */
  bodyTypes: string[];
  /** Whether the body is required. */
  bodyRequired: boolean;
  /** Status codes (and `default`) documented for the answers. */
  statuses: string[];
  /** Whether the operation is marked `x-demo` (served only by the demo API). */
  demoOnly: boolean;
  /** The contract extension it belongs to (`x-frontoffice-extension`, decision D46), or null for the seed contract. */
  extension: string | null;
  readonly pattern: RegExp;
  readonly pathNames: string[];
  readonly parameters: ParameterObject[];
  readonly pointer: string;
}

/** A failed check: where (e.g. `body/user/email`) and what. */
export interface ContractIssue {
  /** The location of the offending value: `body/…`, `query/…`, `path/…`, `header/…`. */
  field: string;
  /** What is wrong, in ajv's words. */
  message: string;
  /** The ajv keyword that failed (`required`, `format`, `minLength`…). */
  keyword: string;
}

/** A request once validated: parameters coerced to their schema types, defaults applied. */
export interface CheckedRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

const document = openapiDocument as { paths: Record<string, Record<string, Json>> };
const DOC_ID = 'openapi.json';

function makeAjv(coerce: boolean): Ajv2020 {
  // strict: false because the document carries OpenAPI keywords (discriminator, x-unspecified, x-demo) that are not
  // JSON Schema; discriminator is honoured by hand below (ajv refuses discriminators with a mapping).
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerce ? 'array' : false, useDefaults: true });
  addFormats(ajv);
  ajv.addSchema(document as object, DOC_ID);
  return ajv;
}

const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);
const compiled = new Map<string, ValidateFunction>();

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function resolve(node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    const ref = current.$ref.replace(/^#\//, '').split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let target: unknown = document;
    for (const key of ref) target = (target as Json)[key];
    current = target as Json;
  }
  return current;
}

function validatorFor(ajv: Ajv2020, key: string, schema: object): ValidateFunction {
  const cacheKey = `${ajv === bodyAjv ? 'b' : 'p'}:${key}`;
  let validate = compiled.get(cacheKey);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(cacheKey, validate);
  }
  return validate;
}

function operationObject(operation: Operation): Json {
  return (document.paths[operation.path] ?? {})[operation.method.toLowerCase()] as Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function buildOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = ((item.parameters as unknown as unknown[] | undefined) ?? []).map((p) => resolve(p) as unknown as ParameterObject);
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const own = ((op.parameters as unknown[]) ?? []).map((p) => resolve(p) as unknown as ParameterObject);
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      const security = (op.security ?? [{ bearerAuth: [] }]) as Json[];
      const body = op.requestBody ? resolve(op.requestBody) : undefined;
      const pathNames: string[] = [];
      const pattern = new RegExp(
        `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
          pathNames.push(name);
          return '([^/]+)';
        })}$`,
      );
      operations.push({
        id: op.operationId as string,
        method: method.toUpperCase(),
        path,
        anonymous: security.length === 0 || security.some((s) => Object.keys(s).length === 0),
        bodyTypes: body ? Object.keys(body.content as Json) : [],
        bodyRequired: body?.required === true,
        statuses: Object.keys(op.responses as Json),
        demoOnly: op['x-demo'] === true,
        extension: typeof op['x-frontoffice-extension'] === 'string' ? op['x-frontoffice-extension'] : null,
        pattern,
        pathNames,
        parameters,
        pointer: `${DOC_ID}#/paths/${escapePointer(path)}/${method}`,
      });
    }
  }
  return operations;
}

/** Every operation of the document. */
export const operations: readonly Operation[] = buildOperations();

/** The operation a method and path (relative to the API base) designate, with the raw path parameters. */
export function matchOperation(
  method: string,
  path: string,
): { operation: Operation; params: Record<string, string> } | { operation: null; allowed: string[] } {
  const allowed: string[] = [];
  for (const operation of operations) {
    const match = operation.pattern.exec(path);
    if (!match) continue;
    if (operation.method !== method.toUpperCase()) {
      allowed.push(operation.method);
      continue;
    }
    const params: Record<string, string> = {};
    operation.pathNames.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1] ?? '');
    });
    return { operation, params };
  }
  return { operation: null, allowed };
}

function issuesOf(location: string, errors: ErrorObject[] | null | undefined): ContractIssue[] {
  const issues: ContractIssue[] = [];
  for (const error of errors ?? []) {
    // A oneOf failure restates its branches' failures; the branch errors name the fields, so they are enough.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const path = error.instancePath.replace(/^\//, '');
    const missing = error.keyword === 'required' ? String((error.params as { missingProperty?: string }).missingProperty) : '';
    const field = [location, path, missing].filter(Boolean).join('/');
    const message = error.keyword === 'required' ? 'is required' : (error.message ?? 'is invalid');
    const allowed = (error.params as { allowedValues?: unknown[]; allowedValue?: unknown }).allowedValues;
    const constant = (error.params as { allowedValue?: unknown }).allowedValue;
    const detail = allowed ? `${message}: ${allowed.join(', ')}` : constant !== undefined ? `${message}: ${String(constant)}` : message;
    if (!issues.some((i) => i.field === field && i.message === detail)) issues.push({ field, message: detail, keyword: error.keyword });
  }
  return issues;
}

/** A schema copied out of the document, its local references pointed back at the document. */
function absolute(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(absolute);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, v]) => [key, key === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${DOC_ID}${v}` : absolute(v)]),
  );
}

function splitArray(schema: Json | undefined, raw: string): unknown {
  return resolve(schema).type === 'array' ? raw.split(',').filter((s) => s !== '') : raw;
}

/**
 * Validates the parameters and body of a request against its operation. Throws nothing: returns the issues, or the
 * coerced values (integers, booleans and comma-separated arrays as their schema says; defaults filled in).
 */
export function checkRequest(
  operation: Operation,
  input: { params: Record<string, string>; query: URLSearchParams; headers: Headers; body: unknown; hasBody: boolean; contentType: string },
): { ok: true; value: CheckedRequest } | { ok: false; issues: ContractIssue[] } {
  const issues: ContractIssue[] = [];
  const value: CheckedRequest = { path: {}, query: {}, body: input.body };
  for (const location of ['path', 'query', 'header'] as const) {
    const params = operation.parameters.filter((p) => p.in === location);
    if (params.length === 0) continue;
    const data: Record<string, unknown> = {};
    for (const p of params) {
      const raw =
        location === 'path'
          ? input.params[p.name]
          : location === 'query'
            ? (input.query.get(p.name) ?? undefined)
            : (input.headers.get(p.name) ?? undefined);
      if (raw !== undefined) data[p.name] = location === 'header' ? raw : splitArray(p.schema, raw);
    }
    const schema = {
      type: 'object',
      properties: Object.fromEntries(params.map((p) => [p.name, absolute(p.schema ?? {})])),
      required: params.filter((p) => p.required).map((p) => p.name),
    };
    const validate = validatorFor(paramAjv, `${operation.id}:${location}`, schema);
    if (!validate(data)) issues.push(...issuesOf(location, validate.errors));
    if (location === 'path') value.path = data;
    if (location === 'query') value.query = data;
  }
  if (operation.bodyTypes.length > 0) {
    if (!input.hasBody) {
      if (operation.bodyRequired) issues.push({ field: 'body', message: 'is required', keyword: 'required' });
    } else {
      const mediaType = operation.bodyTypes.find((t) => input.contentType.startsWith(t)) ?? operation.bodyTypes[0] ?? '';
      const pointer = `${operation.pointer}/requestBody/content/${escapePointer(mediaType)}/schema`;
      const requestBody = resolve(operationObject(operation).requestBody);
      const schema = resolve(((requestBody.content as Json)[mediaType] as Json | undefined)?.schema);
      const discriminator = schema.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
      let ref = pointer;
      if (discriminator?.mapping) {
        const tag = (input.body as Json | null)?.[discriminator.propertyName];
        const target = typeof tag === 'string' ? discriminator.mapping[tag] : undefined;
        if (!target) {
          issues.push({
            field: `body/${discriminator.propertyName}`,
            message: `must be one of: ${Object.keys(discriminator.mapping).join(', ')}`,
            keyword: 'discriminator',
          });
          ref = '';
        } else ref = `${DOC_ID}${target}`;
      }
      if (ref) {
        const validate = validatorFor(bodyAjv, ref, { $ref: ref });
        if (!validate(input.body)) issues.push(...issuesOf('body', validate.errors));
      }
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value };
}

/**
 * Checks an answer against the responses the operation documents (the status, else `default`). Returns the issues,
 * empty when the answer conforms.
 */
export function checkResponse(operation: Operation, status: number, body: unknown): ContractIssue[] {
  const key = operation.statuses.includes(String(status)) ? String(status) : operation.statuses.includes('default') ? 'default' : null;
  if (key === null) return [{ field: 'status', message: `${status} is not documented for ${operation.id}`, keyword: 'status' }];
  const content = resolve((operationObject(operation).responses as Json)[key]).content as Json | undefined;
  if (!content) return body === undefined ? [] : [{ field: 'body', message: `must be empty for ${status}`, keyword: 'content' }];
  if (body === undefined) return [{ field: 'body', message: `is required for ${status}`, keyword: 'content' }];
  const raw = (operationObject(operation).responses as Json)[key] as Json;
  // A response given by reference is validated where it is defined: ajv's JSON pointers do not follow $ref.
  const at = typeof raw.$ref === 'string' ? `${DOC_ID}${raw.$ref}` : `${operation.pointer}/responses/${escapePointer(key)}`;
  const pointer = `${at}/content/application~1json/schema`;
  const validate = validatorFor(bodyAjv, pointer, { $ref: pointer });
  return validate(body) ? [] : issuesOf('response', validate.errors);
}

/** Validates a value against one component schema of the document (`Tenant`, `Vehicle`…). */
export function checkSchema(name: string, value: unknown): ContractIssue[] {
  const ref = `${DOC_ID}#/components/schemas/${name}`;
  const validate = validatorFor(bodyAjv, ref, { $ref: ref });
  return validate(value) ? [] : issuesOf(name, validate.errors);
}
