import { customContentsQueryOptions, useApiClient } from '@frontoffice/api-client';
import { RichText } from '@frontoffice/ui/RichText';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ContentState } from '../components/ContentState/ContentState.tsx';
import { PageFrame } from '@frontoffice/ui/PageFrame';

/** Props of `CustomPage`. */
export interface CustomPageProps {
  /** The tenant content type, from the route `/page/$type` (decision D5). */
  type: string;
}

/**
 * A custom page (spec §2, decision D5): the first entry of the tenant's contents of one type, its title as the page
 * heading and its sanitized HTML below.
 */
export function CustomPage({ type }: CustomPageProps) {
  const intl = useIntl();
  const client = useApiClient();
  const query = useQuery(customContentsQueryOptions(client, type, intl.locale === 'en' ? 'en' : 'fr'));
  const first = query.data?.[0];
  // The heading is the operator's title, so it waits for the answer like the rest of the page.
  const title = first ? first.title : query.isPending ? <Skeleton width="12ch" /> : null;

  return (
    <PageFrame title={title} width="content" busy={query.isPending}>
      <ContentState query={query}>{([entry]) => <RichText html={entry.content} />}</ContentState>
    </PageFrame>
  );
}
