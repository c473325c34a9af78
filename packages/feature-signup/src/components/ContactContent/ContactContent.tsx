import { customContentsQueryOptions, useApiClient, useTenant } from '@frontoffice/api-client';
import { Link } from '@frontoffice/ui/Link';
import { RichText } from '@frontoffice/ui/RichText';
import { Skeleton } from '@frontoffice/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as s from './ContactContent.css.ts';

const m = {
  loading: { id: 'common.loading' },
  phone: { id: 'signup.ContactContent.phone' },
  email: { id: 'signup.ContactContent.email' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The tenant's contact content (`GET /custom_contents?type=contact`, first entry), sanitized. While it loads, a
 * skeleton; when the operator wrote none or it cannot be loaded (spec §8: only logged), the tenant's contact phone and
 * e-mail from its settings, so that a blocked or waiting driver always has a way to reach someone.
 */
export function ContactContent() {
  const intl = useIntl();
  const client = useApiClient();
  const tenant = useTenant();
  const query = useQuery(customContentsQueryOptions(client, 'contact', intl.locale === 'en' ? 'en' : 'fr'));

  if (query.isPending) {
    return (
      <div role="status" aria-label={intl.formatMessage(m.loading)} className={s.box}>
        <Skeleton lines={3} />
      </div>
    );
  }
  const entry = query.data?.[0];
  if (entry) {
    return (
      <section className={s.box} aria-label={entry.title}>
        {entry.title && <h2 className={s.title}>{entry.title}</h2>}
        <RichText html={entry.content} />
      </section>
    );
  }
  if (!tenant.contact_phone && !tenant.contact_email) return null;
  return (
    <ul className={s.box}>
      {tenant.contact_phone && (
        <li>
          {intl.formatMessage(m.phone)} <Link href={`tel:${tenant.contact_phone.replace(/[^\d+]/g, '')}`}>{tenant.contact_phone}</Link>
        </li>
      )}
      {tenant.contact_email && (
        <li>
          {intl.formatMessage(m.email)} <Link href={`mailto:${tenant.contact_email}`}>{tenant.contact_email}</Link>
        </li>
      )}
    </ul>
  );
}
