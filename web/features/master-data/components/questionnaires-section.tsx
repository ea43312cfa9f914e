import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { evaluationKinds, type EvaluationKind, type QuestionnaireEditor as Editor } from '@/lib/contract';
import { cn } from '@/lib/utils';
import { useQuestionnaires } from '../api/questionnaires';
import { QuestionnaireEditor } from './questionnaire-editor';
import { questionnaireKindLabels } from './questionnaire-labels';
import { QuestionnaireVersionInfo } from './questionnaire-version-info';

/** Master data, questionnaires: choose a kind, see its current version, edit it and save it as the next version. */
export function QuestionnairesSection() {
  const questionnaires = useQuestionnaires();
  const [kind, setKind] = useState<EvaluationKind>('by_audience');

  if (questionnaires.error) return <FetchError error={questionnaires.error} onRetry={() => void questionnaires.mutate()} />;
  if (!questionnaires.data) return <ListLoading />;
  if (questionnaires.data.length === 0) {
    return (
      <ListEmpty>
        <Trans>Es gibt noch keine Fragebögen.</Trans>
      </ListEmpty>
    );
  }

  const replace = (saved: Editor) =>
    void questionnaires.mutate((list) => list?.map((entry) => (entry.kind === saved.kind ? saved : entry)), {
      revalidate: false,
    });

  return (
    <div className="grid gap-6" data-testid="questionnaires-section">
      <p className="max-w-3xl text-sm text-muted-foreground">
        <Trans>
          Jede Evaluation behält die Version des Fragebogens, mit der sie verschickt wurde. Änderungen werden als neue Version
          gespeichert und gelten für alle Evaluationen, die danach entstehen.
        </Trans>{' '}
        <Trans>
          Der Schlüssel einer Frage bleibt über die Versionen gleich: die Auswertung fasst Antworten mit demselben Schlüssel
          zusammen. Eine Frage, die etwas anderes fragt, bekommt einen neuen Schlüssel.
        </Trans>
      </p>
      <KindChooser kind={kind} onChange={setKind} available={questionnaires.data.map((entry) => entry.kind)} />
      {/* Every kind stays mounted: switching kinds keeps what was typed in the others. */}
      {questionnaires.data.map((editor) => (
        <div key={editor.kind} hidden={editor.kind !== kind} className="grid gap-6" data-testid={`questionnaire-${editor.kind}`}>
          <QuestionnaireVersionInfo key={`info-${editor.id}`} editor={editor} />
          <QuestionnaireEditor
            key={`editor-${editor.id}`}
            editor={editor}
            onSaved={replace}
            onReload={() => void questionnaires.mutate()}
          />
        </div>
      ))}
    </div>
  );
}

function KindChooser({
  kind,
  onChange,
  available,
}: {
  kind: EvaluationKind;
  onChange: (kind: EvaluationKind) => void;
  available: EvaluationKind[];
}) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`Fragebogen wählen`} className="grid gap-2 sm:grid-cols-3">
      {evaluationKinds
        .filter((entry) => available.includes(entry))
        .map((entry) => (
          <button
            key={entry}
            type="button"
            aria-pressed={entry === kind}
            onClick={() => onChange(entry)}
            className={cn(
              'grid gap-1 rounded-lg border p-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              entry === kind ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'hover:bg-accent',
            )}
          >
            <span className="font-medium">{i18n._(questionnaireKindLabels[entry].label)}</span>
            <span className="text-sm text-muted-foreground">{i18n._(questionnaireKindLabels[entry].audience)}</span>
          </button>
        ))}
    </div>
  );
}
