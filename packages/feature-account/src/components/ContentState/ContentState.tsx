import { type CustomContent, useTenant } from '@frontoffice/api-client';
import { Button } from '@frontoffice/ui/Button';
import { EmptyState } from '@frontoffice/ui/EmptyState';
import { Link } from '@frontoffice/ui/Link';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { contacts } from './ContentState.css.ts';

const m = {
  loading: { id: 'common.loading' },
  emptyTitle: { id: 'account.ContentState.emptyTitle' },
  emptyDescription: { id: 'account.ContentState.emptyDescription' },
  failedTitle: { id: 'account.ContentState.failedTitle' },
  failedDescription: { id: 'account.ContentState.failedDescription' },
  retry: { id: 'common.retry' },
  offlineTitle: { id: 'account.ContentState.offlineTitle' },
  offlineDescription: { id: 'account.ContentState.offlineDescription' },
  phone: { id: 'account.ContentState.phone' },
  email: { id: 'account.ContentState.email' },
} satisfies Record<string, MessageDescriptor>;

/** Props of `ContentState`. */
export interface ContentStateProps {
  /** The tenant contents query (`GET /custom_contents?type=`). */
  query: UseQueryResult<CustomContent[]>;
  /** What to show once entries exist. */
  children(entries: [CustomContent, ...CustomContent[]]): ReactNode;
}

/**
 * The states of a page built from tenant contents: a skeleton while loading, an empty state when the operator wrote
 * nothing for this type, an error with a retry when the call failed, else the entries. Offline, a page never read
 * (issue 33, decision D42: only the help pages already read are kept) says it comes back with the network, and gives
 * the tenant's phone and e-mail, which are always kept.
 */
export function ContentState({ query, children }: ContentStateProps) {
  const intl = useIntl();
  const { contact_phone: phone, contact_email: email } = useTenant();
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <EmptyState
        title={intl.formatMessage(m.offlineTitle)}
        description={intl.formatMessage(m.offlineDescription)}
        action={
          (phone || email) && (
            <ul className={contacts}>
              {phone && (
                <li>
                  {intl.formatMessage(m.phone)} <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
                </li>
              )}
              {email && (
                <li>
                  {intl.formatMessage(m.email)} <Link href={`mailto:${email}`}>{email}</Link>
                </li>
              )}
            </ul>
          )
        }
      />
    );
  }
  if (query.isPending) {
    return (
      <div role="status" aria-label={intl.formatMessage(m.loading)}>
        <Skeleton height="1.5em" width="60%" />
        <Skeleton lines={5} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        title={intl.formatMessage(m.failedTitle)}
        description={intl.formatMessage(m.failedDescription)}
        action={
          <Button variant="outline" onPress={() => void query.refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      />
    );
  }
  const [first, ...rest] = query.data;
  if (!first) {
    return <EmptyState title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyDescription)} />;
  }
  return children([first, ...rest]);
}
