import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatShortDate } from '@/lib/format';
import type { ByCoach } from '@contract/evaluations/statistics.schemas';

type Texts = NonNullable<ByCoach['coach']>['texts'];

/** The free-text answers, newest workshop first; says when only the newest of more are shown. */
export function StatisticsTexts({ texts, showQuestion = true }: { texts: Texts; showQuestion?: boolean }) {
  const { i18n } = useLingui();
  if (texts.total === 0) {
    return (
      <p className="text-muted-foreground">
        <Trans>Keine Textantworten.</Trans>
      </p>
    );
  }
  const shown = texts.items.length;
  const total = texts.total;
  return (
    <div className="grid gap-3">
      {total > shown && (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Die neuesten {shown} von <Plural value={total} one="# Textantwort" other="# Textantworten" />.
          </Trans>
        </p>
      )}
      <ul className="grid gap-3">
        {texts.items.map((item, index) => (
          <li key={index} className="grid gap-1 rounded-xl border bg-card p-4">
            <blockquote className="whitespace-pre-line">{item.text}</blockquote>
            <p className="text-sm text-muted-foreground">
              {formatShortDate(item.date, i18n.locale)} · {item.title}
              {showQuestion && <> · {item.question}</>}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
