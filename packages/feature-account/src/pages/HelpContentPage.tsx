import { currentTermsQueryOptions, customContentsQueryOptions, useApiClient, useTenant, type CustomContent, type Language } from '@frontoffice/api-client';
import { AsOf } from '@frontoffice/ui/AsOf';
import { Link } from '@frontoffice/ui/Link';
import { RichText } from '@frontoffice/ui/RichText';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { ContentState } from '../components/ContentState/ContentState.tsx';
import { PageFrame } from '@frontoffice/ui/PageFrame';
import { pageStyles as s } from '@frontoffice/ui/PageFrame';
import * as h from './HelpContentPage.css.ts';

const titles = {
  faq: { id: 'account.HelpContentPage.faq' },
  cgu: { id: 'account.HelpContentPage.cgu' },
  contact: { id: 'account.HelpContentPage.contact' },
  pricing: { id: 'account.HelpContentPage.pricing' },
} satisfies Record<string, MessageDescriptor>;
const m = {
  close: { id: 'common.close' },
  asOfToday: { id: 'account.HelpContentPage.asOfToday' },
  asOfEarlier: { id: 'account.HelpContentPage.asOfEarlier' },
} satisfies Record<string, MessageDescriptor>;

/** The help pages: the tenant content type each one shows, and `cgu`, the terms version in force (decision D40). */
export type HelpContentType = 'faq' | 'cgu' | 'contact' | 'pricing';

/** Props of `HelpContentPage`. */
export interface HelpContentPageProps {
  /** Which help page: the tenant content type it renders (`GET /custom_contents?type=`). */
  type: HelpContentType;
  /**
   * Where the close button goes (spec §2: back to the root).
   * @default '/'
   */
  closeTo?: string;
}

/**
 * What a help page shows, as entries. Decision D40: the terms pages show the terms version in force (`GET
 * /terms_and_conditions_versions?current=true`, §7), the text the footer's terms dialog shows and a driver accepts,
 * never a `cgu` custom content; the others show the tenant's contents of their type (`GET /custom_contents?type`).
 * Both queries are declared (hooks keep their order), only the page's own is enabled.
 */
function useHelpEntries(type: HelpContentType, language: Language): UseQueryResult<CustomContent[]> {
  const client = useApiClient();
  const terms = type === 'cgu';
  const current = useQuery({
    ...currentTermsQueryOptions(client, language),
    // The version has no title of its own: the page's heading names it.
    select: (version): CustomContent[] => (version ? [{ id: version.id, title: '', content: version.content }] : []),
    enabled: terms,
  });
  const contents = useQuery({ ...customContentsQueryOptions(client, type, language), enabled: !terms });
  return terms ? current : contents;
}

/**
 * A help page (spec §2 account/help/faq, cgu, contact, pricing, and the public /faqs, /cgu, /contact, /pricing), with
 * a close button back to the root: the tenant's contents (§7 `GET /custom_contents?type`), or for the terms the
 * version in force (decision D40). The FAQ shows every question the operator wrote, in order; the other pages show
 * the first entry. Operator HTML is sanitized by `RichText`.
 */
export function HelpContentPage({ type, closeTo = '/' }: HelpContentPageProps) {
  const intl = useIntl();
  const query = useHelpEntries(type, intl.locale === 'en' ? 'en' : 'fr');
  const idPrefix = useId();
  const tenant = useTenant();
  const close = (
    <Link href={closeTo} className={s.linkButton}>
      {intl.formatMessage(m.close)}
    </Link>
  );

  return (
    <PageFrame title={intl.formatMessage(titles[type])} width="content" busy={query.isPending && query.fetchStatus !== 'paused'} headerEnd={close}>
      {/* Issue 33 (D42): offline, a page already read, as last updated. */}
      <AsOf updatedAt={query.dataUpdatedAt} locale={intl.locale} timeZone={tenant.timezone}>
        {({ today, time }) => intl.formatMessage(today ? m.asOfToday : m.asOfEarlier, { time })}
      </AsOf>
      <ContentState query={query}>
        {(entries) =>
          type === 'faq' ? (
            <div className={h.entries}>
              {entries.map((entry, index) => (
                <section key={entry.id ?? index} className={h.entry} aria-labelledby={`${idPrefix}-${index}`}>
                  <h2 id={`${idPrefix}-${index}`} className={h.entryTitle}>
                    {entry.title}
                  </h2>
                  <RichText html={entry.content} />
                </section>
              ))}
            </div>
          ) : (
            <section className={h.entry}>
              {entries[0].title && <h2 className={h.entryTitle}>{entries[0].title}</h2>}
              <RichText html={entries[0].content} />
            </section>
          )
        }
      </ContentState>
    </PageFrame>
  );
}
