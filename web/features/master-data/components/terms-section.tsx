import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { todayInZurich, uiLanguages, type TermsVersion, type UiLanguage } from '@/lib/contract';
import { formatIsoDateWith, languageName } from '@/lib/format';
import { normalizeLanguage } from '@/lib/language';
import { useTermsVersions } from '../api/terms';
import { TermsPublishDialog } from './terms-publish-dialog';

const longDate = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** Master data, general terms: the versions per language (the one in force marked), view one, publish a new one. */
export function TermsSection() {
  const { i18n } = useLingui();
  const language = normalizeLanguage(i18n.locale);
  const versions = useTermsVersions();
  const [publishing, setPublishing] = useState(false);

  return (
    <div className="grid gap-6" data-testid="terms-section">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">
          <Trans>
            Das Anfrageformular zeigt die geltende Version in der Sprache der Schule, sonst die deutsche. Jede Anfrage behält die
            Version, die die Schule akzeptiert hat. Veröffentlichte Versionen lassen sich nicht ändern: für eine Korrektur eine
            neue Version veröffentlichen.
          </Trans>
        </p>
        <Button onClick={() => setPublishing(true)}>
          <Trans>Neue Version veröffentlichen</Trans>
        </Button>
      </div>

      {versions.data ? (
        uiLanguages.map((code) => (
          <TermsLanguage
            key={code}
            language={code}
            label={languageName(code, language)}
            versions={versions.data!.filter((version) => version.language === code)}
            displayLanguage={language}
          />
        ))
      ) : versions.error ? (
        <FetchError error={versions.error} onRetry={() => void versions.mutate()} />
      ) : (
        <ListLoading />
      )}

      <TermsPublishDialog
        open={publishing}
        onOpenChange={setPublishing}
        defaultLanguage={language}
        onPublished={() => void versions.mutate()}
      />
    </div>
  );
}

function TermsLanguage({
  language,
  label,
  versions,
  displayLanguage,
}: {
  language: UiLanguage;
  label: string;
  versions: TermsVersion[];
  displayLanguage: UiLanguage;
}) {
  const headingId = `terms-${language}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {label}
      </h2>
      {versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Noch keine Version in dieser Sprache: das Formular zeigt die deutschen AGB.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {versions.map((version) => (
            <TermsVersionItem key={version.id} version={version} language={displayLanguage} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TermsVersionItem({ version, language }: { version: TermsVersion; language: UiLanguage }) {
  const label = version.version;
  const validFrom = formatIsoDateWith(version.valid_from, language, longDate);
  const upcoming = version.valid_from > todayInZurich();
  return (
    <li className="rounded-lg border p-3" data-testid="terms-version">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">
          <Trans>Version {label}</Trans>
        </span>
        <span className="text-muted-foreground">
          <Trans>gültig ab {validFrom}</Trans>
        </span>
        {version.current && (
          <Badge>
            <Trans>Geltend</Trans>
          </Badge>
        )}
        {upcoming && (
          <Badge variant="outline">
            <Trans>Geplant</Trans>
          </Badge>
        )}
        <span className="text-muted-foreground">
          <Plural
            value={version.accepted_by}
            _0="von keiner Anfrage akzeptiert"
            one="von # Anfrage akzeptiert"
            other="von # Anfragen akzeptiert"
          />
        </span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-primary hover:underline">
          <Trans>Text anzeigen</Trans>
        </summary>
        <div lang={version.language} className="mt-2 leading-relaxed whitespace-pre-line">
          {version.text}
        </div>
      </details>
    </li>
  );
}
