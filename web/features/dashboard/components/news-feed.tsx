import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import type { NewsFeedItem } from '@/lib/contract';
import { formatIsoDate } from '@/lib/format';

/** The reader's news: pinned first, then newest first; the Markdown text as the news editor previews it. */
export function NewsFeed({ news }: { news: NewsFeedItem[] }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="dashboard-news">
      <h2 id={headingId} className="text-xl font-semibold">
        <Trans>Neuigkeiten</Trans>
      </h2>
      {news.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>Zurzeit gibt es keine Neuigkeiten.</Trans>
        </p>
      ) : (
        <ul className="grid gap-3">
          {news.map((item) => (
            <li key={item.id}>
              <article lang={item.language} className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
                <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="flex items-center gap-2 text-sm text-muted-foreground" lang={i18n.locale}>
                    {item.pinned && (
                      <Badge variant="secondary">
                        <Trans>Angeheftet</Trans>
                      </Badge>
                    )}
                    <time dateTime={item.publish_from}>{formatIsoDate(item.publish_from, i18n.locale)}</time>
                  </p>
                </header>
                <Markdown text={item.text} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
