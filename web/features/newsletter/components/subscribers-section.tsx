import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FilterTabs } from '@/components/list/filter-tabs';
import { PagedList } from '@/components/list/paged-list';
import { SearchField } from '@/components/list/search-field';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { StatusPill } from '@/components/ui/status-pill';
import { uiLanguages, type Subscriber, type SubscriberState } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatTimestampDate, languageName } from '@/lib/format';
import { SubscriberQuerySchema, subscriberStates } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { toQueryString } from '@/lib/url-query';
import { useUrlQuery } from '@/lib/use-url-query';
import { downloadSubscribersCsv, useSubscribers } from '../api/subscribers';
import { sourceLabels, subscriberStateLabels, subscriberStateTones } from '../labels';
import { EmailAddress } from '@/components/email-address';

type Tab = SubscriberState | 'all';

const nameOf = (subscriber: Subscriber) => [subscriber.firstname, subscriber.lastname].filter(Boolean).join(' ') || '–';

/** The newsletter's contacts with their consent: state tabs with counts, search, language, pages, CSV export. */
export function SubscribersSection({ headingId }: { headingId: string }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useUrlQuery(SubscriberQuerySchema);
  const search = toQueryString(SubscriberQuerySchema, query);
  const list = useSubscribers(search);
  const [exporting, setExporting] = useState(false);
  const counts = list.data?.counts;
  const filtered = query.q !== undefined || query.language !== undefined || query.state !== undefined;

  const tabs = [
    { value: 'all' as Tab, label: t`Alle`, count: counts ? counts.pending + counts.confirmed + counts.unsubscribed : undefined },
    ...subscriberStates.map((state) => ({
      value: state as Tab,
      label: i18n._(subscriberStateLabels[state]),
      count: counts?.[state],
    })),
  ];

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSubscribersCsv(toQueryString(SubscriberQuerySchema, { ...query, page: 1, per_page: 25 }));
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setExporting(false);
    }
  };

  const state = (subscriber: Subscriber) => (
    <StatusPill tone={subscriberStateTones[subscriber.state]}>{i18n._(subscriberStateLabels[subscriber.state])}</StatusPill>
  );
  const consent = (subscriber: Subscriber) =>
    subscriber.confirmed_at ? formatTimestampDate(subscriber.confirmed_at, i18n.locale) : '–';
  const source = (subscriber: Subscriber) =>
    sourceLabels[subscriber.source] ? i18n._(sourceLabels[subscriber.source]!) : subscriber.source;

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          <Trans>Abonnentinnen und Abonnenten</Trans>
        </h2>
        <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting} aria-busy={exporting || undefined}>
          <Trans>Als CSV exportieren</Trans>
        </Button>
      </div>
      <FilterTabs<Tab>
        label={t`Status`}
        tabs={tabs}
        value={query.state ?? 'all'}
        onChange={(tab) => setQuery({ state: tab === 'all' ? undefined : tab })}
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <SearchField
          label={t`Suche nach Adresse oder Name`}
          value={query.q ?? ''}
          onChange={(q) => setQuery({ q: q || undefined }, { replace: true })}
        />
        <label className="grid gap-1 text-sm font-medium">
          <Trans>Sprache</Trans>
          <NativeSelect
            value={query.language ?? ''}
            onChange={(event) =>
              setQuery({ language: (event.target.value || undefined) as (typeof uiLanguages)[number] | undefined })
            }
          >
            <option value="">{t`Alle Sprachen`}</option>
            {uiLanguages.map((code) => (
              <option key={code} value={code}>
                {languageName(code, i18n.locale)}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <PagedList
        list={list}
        loading={<Trans>Abonnentinnen und Abonnenten werden geladen …</Trans>}
        empty={
          filtered ? <Trans>Niemand passt zu diesen Filtern.</Trans> : <Trans>Noch niemand hat den Newsletter bestellt.</Trans>
        }
        onResetFilters={filtered ? () => setQuery({ q: undefined, language: undefined, state: undefined }) : undefined}
        onPageChange={(page) => setQuery({ page })}
      >
        {(page) => (
          <div aria-busy={list.isLoading || undefined}>
            <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
              <table className="w-full text-sm">
                <caption className="sr-only">{t`Abonnentinnen und Abonnenten (${page.total})`}</caption>
                <thead className="border-b bg-muted/50 text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      <Trans>E-Mail</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      <Trans>Name</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      <Trans>Sprache</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      <Trans>Quelle</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      <Trans>Einwilligung</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      <Trans>Status</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((subscriber) => (
                    <tr key={subscriber.id} className="border-b last:border-0">
                      <td className="px-3 py-2">
                        <EmailAddress email={subscriber.email} />
                      </td>
                      <td className="px-3 py-2">{nameOf(subscriber)}</td>
                      <td className="px-3 py-2">{languageName(subscriber.language, i18n.locale)}</td>
                      <td className="px-3 py-2">{source(subscriber)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{consent(subscriber)}</td>
                      <td className="px-3 py-2">{state(subscriber)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="grid gap-3 md:hidden" aria-label={t`Abonnentinnen und Abonnenten (${page.total})`}>
              {page.items.map((subscriber) => (
                <li key={subscriber.id} className="grid gap-1 rounded-xl border bg-card p-3 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <EmailAddress className="font-medium" email={subscriber.email} />
                    {state(subscriber)}
                  </div>
                  <p>{nameOf(subscriber)}</p>
                  <p className="text-muted-foreground">
                    {languageName(subscriber.language, i18n.locale)} · {source(subscriber)}
                  </p>
                  <p className="text-muted-foreground">
                    <Trans>Einwilligung</Trans>: {consent(subscriber)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </PagedList>
    </section>
  );
}
