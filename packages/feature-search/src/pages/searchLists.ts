import { type ApiClient, categoriesQueryOptions, rentalLabelsQueryOptions, stationsQueryOptions, type Tenant } from '@frontoffice/api-client';
import { searchFormFields } from '@frontoffice/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Asks for the lists the search page's map view shows from its first render (spec §2, §7): the stations, and the
 * categories and rental labels when the tenant's form has them (`searchFormFields`), with the queries the page reads
 * them from (`SearchPage`). Issue 18: the app asks for them once the page's title is painted, with the page's code, in
 * a small chunk of their own, and draws the page once both are there: the page's first render, which React splits into short tasks, then has
 * its lists, instead of a second render of the whole page when the stations arrive, which React does in one task (an
 * update from the query cache): 200 ms on a phone's slower processor. Settles when every list has answered or failed
 * (a failure is the page's to show: its queries ask again).
 */
export async function prefetchSearchLists(queryClient: QueryClient, client: ApiClient, tenant: Tenant): Promise<void> {
  const fields = searchFormFields(tenant);
  await Promise.all([
    queryClient.prefetchQuery(stationsQueryOptions(client)),
    fields.categories && queryClient.prefetchQuery(categoriesQueryOptions(client)),
    fields.rentalLabel && queryClient.prefetchQuery(rentalLabelsQueryOptions(client)),
  ]);
}
