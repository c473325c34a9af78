// Reads openapi/frontoffice.yaml for the tests: operations by id, with their method and path template.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  unspecified: boolean;
  demo: boolean;
  /** The contract extension it belongs to (`x-frontoffice-extension`, decision D46), if any. */
  extension: string | null;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Every operation of the document. */
export function contractOperations(): ContractOperation[] {
  const text = readFileSync(path.resolve(import.meta.dirname, '../../../openapi/frontoffice.yaml'), 'utf8');
  const document: unknown = parse(text);
  const operations: ContractOperation[] = [];
  if (!isRecord(document) || !isRecord(document.paths)) throw new Error('The contract has no paths.');
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation) || typeof operation.operationId !== 'string') continue;
      operations.push({
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        unspecified: operation['x-unspecified'] === true,
        demo: operation['x-demo'] === true,
        extension: typeof operation['x-frontoffice-extension'] === 'string' ? operation['x-frontoffice-extension'] : null,
      });
    }
  }
  return operations;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
