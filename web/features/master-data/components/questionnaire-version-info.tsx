import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FetchError, ListLoading } from '@/components/list/list-status';
import type { QuestionnaireEditor, QuestionnaireVersion } from '@/lib/contract';
import { formatTimestampDate } from '@/lib/format';
import { useQuestionnaireVersions } from '../api/questionnaires';
import { questionnaireKindLabels } from './questionnaire-labels';

/** "Version 2, saved on … by …, used by N evaluations" and, on request, the earlier versions. */
export function QuestionnaireVersionInfo({ editor }: { editor: QuestionnaireEditor }) {
  const { i18n } = useLingui();
  const [showVersions, setShowVersions] = useState(false);
  const headingId = `questionnaire-${editor.kind}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {i18n._(questionnaireKindLabels[editor.kind].label)}
      </h2>
      <p className="text-sm" data-testid="questionnaire-current-version">
        <VersionLine version={editor} />
      </p>
      <details className="text-sm" onToggle={(event) => setShowVersions(event.currentTarget.open)}>
        <summary className="cursor-pointer text-primary hover:underline">
          <Trans>Alle Versionen</Trans>
        </summary>
        {showVersions && <VersionList editor={editor} />}
      </details>
    </section>
  );
}

function VersionLine({ version }: { version: QuestionnaireVersion }) {
  const { i18n } = useLingui();
  const number = version.version;
  const date = formatTimestampDate(version.createdAt, i18n.locale);
  const author = version.createdBy;
  return (
    <>
      <span className="font-medium">
        <Trans>Version {number}</Trans>
      </span>
      {' · '}
      {author ? (
        <Trans>
          gespeichert am {date} von {author}
        </Trans>
      ) : (
        <Trans>mitgeliefert am {date}</Trans>
      )}
      {' · '}
      <Plural
        value={version.usedBy}
        _0="noch von keiner Evaluation verwendet"
        one="von # Evaluation verwendet"
        other="von # Evaluationen verwendet"
      />
    </>
  );
}

function VersionList({ editor }: { editor: QuestionnaireEditor }) {
  const versions = useQuestionnaireVersions(editor.kind, true);
  if (versions.error) return <FetchError error={versions.error} onRetry={() => void versions.mutate()} />;
  if (!versions.data) return <ListLoading />;
  return (
    <ol className="mt-2 grid gap-1">
      {versions.data.map((version) => (
        <li key={version.id}>
          <VersionLine version={version} />
        </li>
      ))}
    </ol>
  );
}
