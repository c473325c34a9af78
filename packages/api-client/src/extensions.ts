// Contract extensions (decision D46, issue 35): operations beyond the seed contract, marked
// `x-frontoffice-extension: <name>` in openapi/frontoffice.yaml, that an operator may lack. This is the one place that
// learns an operator lacks one (a 404 or 501 on one of its calls), remembers it for the session, reports it once, and
// tells the features, which ask `isExtensionAvailable` / `useExtensionAvailable` whether to show themselves.
// A module of its own, imported by no seed call: /login never pays for it (the `size:login` budget).
import { useCallback, useSyncExternalStore } from 'react';
import type { ApiClient } from './client.ts';
import { useApiClient } from './context.tsx';
import { ApiError } from './errors.ts';

/**
 * The contract extensions the product knows: each value of `x-frontoffice-extension` in openapi/frontoffice.yaml
 * (a test keeps the two lists equal).
 */
export const CONTRACT_EXTENSIONS = ['condition-reports'] as const;

/** A contract extension (decision D46). */
export type ContractExtension = (typeof CONTRACT_EXTENSIONS)[number];

/**
 * What a call of an extension throws when the operator lacks that extension: its answer was 404 or 501 (then `code`
 * and `status` are that answer's, `cause` the original error), or an earlier call of the session already learnt it
 * (then no request is sent: `status` is undefined, `code` is `not_found`). Decision D46: absence is a state, not an
 * error, so callers stay quiet (no notification) and hide the feature.
 */
export class ExtensionUnavailableError extends ApiError {
  override readonly name = 'ExtensionUnavailableError';
  /** The extension the operator lacks. */
  readonly extension: ContractExtension;

  constructor(extension: ContractExtension, answer?: ApiError) {
    super(answer?.code ?? 'not_found', {
      status: answer?.status,
      method: answer?.method,
      errors: answer?.errors,
      cause: answer,
      message: answer
        ? `The operator API lacks the contract extension "${extension}" (${answer.message}); the feature is hidden for this session (decision D46).`
        : `The operator API lacks the contract extension "${extension}" (learnt earlier in this session, decision D46).`,
    });
    this.extension = extension;
  }
}

/**
 * Whether a failure says that an extension is missing (decision D46), for callers that must stay quiet about it.
 * @param error anything a call threw
 * @param extension only this extension @default any
 */
export function isExtensionUnavailableError(error: unknown, extension?: ContractExtension): error is ExtensionUnavailableError {
  return error instanceof ExtensionUnavailableError && (extension === undefined || error.extension === extension);
}

/** What one client knows of the operator's extensions. */
interface ExtensionsState {
  unavailable: Set<ContractExtension>;
  listeners: Set<() => void>;
}

// Per client (several clients never share what one learnt: tests, two API bases), and in memory only: "for the
// session" (D46). A new page load asks the operator again, which may have added the extension meanwhile.
const states = new WeakMap<ApiClient, ExtensionsState>();

function stateOf(client: ApiClient): ExtensionsState {
  let state = states.get(client);
  if (!state) {
    state = { unavailable: new Set(), listeners: new Set() };
    states.set(client, state);
  }
  return state;
}

/**
 * Whether the operator behind `client` offers an extension, as far as this session knows: true until one of its
 * calls was answered 404 or 501 (decision D46: an extension is assumed present and its first call finds out).
 */
export function isExtensionAvailable(client: ApiClient, extension: ContractExtension): boolean {
  return !states.get(client)?.unavailable.has(extension);
}

/**
 * Calls `listener` when the client learns that an extension is unavailable.
 * @returns a function that stops the calls
 */
export function subscribeExtensions(client: ApiClient, listener: () => void): () => void {
  const { listeners } = stateOf(client);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Records that the operator lacks an extension, and reports it once per client: to the client's `config.report`
 * (the app's error reporting), else as a console warning. Subscribers are told.
 * @param error what says so (the 404 or 501 answer)
 */
export function markExtensionUnavailable(client: ApiClient, error: ExtensionUnavailableError): void {
  const state = stateOf(client);
  if (state.unavailable.has(error.extension)) return;
  state.unavailable.add(error.extension);
  if (client.config.report) client.config.report(error);
  else console.warn(`[api-client] ${error.message}`);
  for (const listener of [...state.listeners]) listener();
}

/**
 * Runs one call of an extension (the operation functions of `operations/condition.ts` use it). When the session
 * already knows the extension is missing, nothing is sent; when the answer is 404 or 501, the extension is marked
 * unavailable (reported once) and the call fails with {@link ExtensionUnavailableError}. Any other failure is
 * thrown as it is.
 * @param call the request itself
 */
export async function callExtension<T>(client: ApiClient, extension: ContractExtension, call: () => Promise<T>): Promise<T> {
  if (!isExtensionAvailable(client, extension)) throw new ExtensionUnavailableError(extension);
  try {
    return await call();
  } catch (error) {
    // decision D46: 404 (no such route at this operator) or 501 (not implemented) means the extension is absent.
    if (error instanceof ApiError && (error.status === 404 || error.status === 501)) {
      const unavailable = new ExtensionUnavailableError(extension, error);
      markExtensionUnavailable(client, unavailable);
      throw unavailable;
    }
    throw error;
  }
}

/**
 * Whether the operator offers an extension (decision D46), re-rendering when the session learns it does not: a
 * feature that uses an extension shows itself only while this is true. Needs `ApiClientProvider` above it.
 */
export function useExtensionAvailable(extension: ContractExtension): boolean {
  const client = useApiClient();
  const subscribe = useCallback((listener: () => void) => subscribeExtensions(client, listener), [client]);
  const read = useCallback(() => isExtensionAvailable(client, extension), [client, extension]);
  return useSyncExternalStore(subscribe, read, read);
}
