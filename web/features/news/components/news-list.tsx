import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import { uiLanguages, type NewsItem, type UiLanguage } from '@/lib/contract';
import { formatIsoDate, languageName } from '@/lib/format';
import { audienceLabels, statusLabels, statusTones } from '../labels';

/** The title in the interface language, or German. */
export const titleIn = (item: NewsItem, language: string) =>
  (item.translations[language as UiLanguage] ?? item.translations.de).title;

interface NewsListProps {
  items: NewsItem[];
  onEdit: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
}

/** Every news item with its status, feeds, window and languages, and edit/delete buttons. */
export function NewsList({ items, onEdit, onDelete }: NewsListProps) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <NewsRow key={item.id} item={item} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </ul>
  );
}

function NewsRow({
  item,
  onEdit,
  onDelete,
}: {
  item: NewsItem;
  onEdit: NewsListProps['onEdit'];
  onDelete: NewsListProps['onDelete'];
}) {
  const { t, i18n } = useLingui();
  const title = titleIn(item, i18n.locale);
  const written = uiLanguages.filter((language) => item.translations[language]);
  const missing = uiLanguages
    .filter((language) => !item.translations[language])
    .map((language) => languageName(language, i18n.locale))
    .join(', ');
  const date = (iso: string) => formatIsoDate(iso, i18n.locale);
  const from = item.publish_from ? date(item.publish_from) : null;
  const until = item.publish_until ? date(item.publish_until) : null;

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-start" data-testid="news-item">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold break-words">{title}</h2>
          <StatusPill tone={statusTones[item.status]}>{i18n._(statusLabels[item.status])}</StatusPill>
          {item.pinned && (
            <StatusPill tone="waiting">
              <Trans>Angeheftet</Trans>
            </StatusPill>
          )}
        </div>
        <dl className="grid gap-x-4 gap-y-0.5 text-sm text-muted-foreground sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-foreground">
            <Trans>Sichtbar für</Trans>
          </dt>
          <dd>{item.audiences.map((audience) => i18n._(audienceLabels[audience])).join(', ')}</dd>
          <dt className="font-medium text-foreground">
            <Trans>Zeitraum</Trans>
          </dt>
          <dd>
            {!from ? (
              <Trans>Nicht veröffentlicht</Trans>
            ) : until ? (
              <Trans>
                {from} bis {until}
              </Trans>
            ) : (
              <Trans>ab {from}</Trans>
            )}
          </dd>
          <dt className="font-medium text-foreground">
            <Trans>Sprachen</Trans>
          </dt>
          <dd>
            {written.map((language) => languageName(language, i18n.locale)).join(', ')}
            {missing && (
              <>
                {' '}
                <Trans>(fehlt: {missing})</Trans>
              </>
            )}
          </dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(item)} aria-label={t`${title} bearbeiten`}>
          <Trans>Bearbeiten</Trans>
        </Button>
        <Button variant="outline" size="sm" onClick={() => onDelete(item)} aria-label={t`${title} löschen`}>
          <Trans>Löschen</Trans>
        </Button>
      </div>
    </li>
  );
}
