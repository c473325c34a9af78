import type { MutationKey, QueryClient } from '@tanstack/react-query';
import { mayHaveSucceeded } from './mayHaveSucceeded.ts';

// A module of its own, beside mayHaveSucceeded: only lazily loaded pages' mutations use it (the /login budget).

/**
 * How long the query client keeps a failed call of a mutation that {@link failedUncertainly} reads: a driver who comes
 * back to the retry a while later is still protected from creating the same thing twice.
 */
export const UNCERTAIN_MEMORY_MS = 30 * 60_000;

/**
 * Whether an earlier call of this mutation for the same thing failed in a way that may have done its work
 * (`mayHaveSucceeded`: the answer was lost, a cut connection after sending, a 5xx), as the query client's mutation
 * cache remembers it (issue 19). The next try then asks the server first whether the thing exists, so that a retry
 * the driver asks for never creates a second one.
 * @param queryClient the app's query client, whose mutation cache holds the earlier calls
 * @param mutationKey the mutation's key
 * @param same whether an earlier call's variables name the same thing as this one
 */
export function failedUncertainly<Variables>(queryClient: QueryClient, mutationKey: MutationKey, same: (variables: Variables) => boolean): boolean {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey, exact: true, status: 'error' })
    .some((mutation) => mutation.state.variables !== undefined && same(mutation.state.variables as Variables) && mayHaveSucceeded(mutation.state.error));
}
