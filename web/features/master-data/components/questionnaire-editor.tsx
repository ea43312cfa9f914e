import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { applyFieldErrors, Form } from '@/components/form/form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api';
import type { QuestionnaireEditor as Editor, QuestionnaireValues } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { QUESTIONS_MAX } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { saveQuestionnaireRequest } from '../api/questionnaires';
import { formValuesOf, newQuestion, questionnaireResolver, type QuestionnaireFormInput } from './questionnaire-form';
import { QuestionnairePreview } from './questionnaire-preview';
import { QuestionnaireQuestion } from './questionnaire-question';

const savedMessage = msg`Neue Version des Fragebogens gespeichert`;

interface QuestionnaireEditorProps {
  editor: Editor;
  /** After a save: the new version becomes the one shown. */
  onSaved: (saved: Editor) => void;
  /** Loads the current versions again (after someone else saved meanwhile). */
  onReload: () => void;
}

/** Edits the questions of the current version; saving writes the next version (never changes this one). */
export function QuestionnaireEditor({ editor, onSaved, onReload }: QuestionnaireEditorProps) {
  const { t, i18n } = useLingui();
  const form = useForm<QuestionnaireFormInput, unknown, QuestionnaireValues>({
    resolver: questionnaireResolver,
    defaultValues: formValuesOf(editor),
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const [pending, setPending] = useState<QuestionnaireValues | null>(null);
  const [conflict, setConflict] = useState(false);
  const nextVersion = editor.version + 1;

  const save = async (): Promise<string | void> => {
    if (!pending) return;
    try {
      const saved = await saveQuestionnaireRequest(editor.kind, pending);
      toast.success(i18n._(savedMessage));
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.code === 'conflict') {
        setConflict(true);
        return;
      }
      if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
      return i18n._(errorMessage(error));
    }
  };

  const addQuestion = () => questions.append(newQuestion(form.getValues('questions')), { shouldFocus: false });

  return (
    <div className="grid gap-6">
      <Form form={form} onSubmit={setPending} className="grid gap-4" aria-label={t`Fragen bearbeiten`}>
        {questions.fields.map((field, index) => (
          <QuestionnaireQuestion
            key={field.id}
            index={index}
            count={questions.fields.length}
            onMove={questions.move}
            onRemove={questions.remove}
          />
        ))}
        <div>
          <Button variant="outline" onClick={addQuestion} disabled={questions.fields.length >= QUESTIONS_MAX}>
            <PlusIcon className="size-4" />
            <Trans>Frage hinzufügen</Trans>
          </Button>
        </div>
        {conflict && (
          <Alert variant="destructive" role="alert">
            <AlertTitle>
              <Trans>Inzwischen hat jemand anderes eine neue Version gespeichert.</Trans>
            </AlertTitle>
            <AlertDescription className="grid justify-items-start gap-2">
              <Trans>
                Ihre Änderungen sind noch hier. Laden Sie die neue Version, um sie zu sehen (Ihre Änderungen gehen dabei
                verloren).
              </Trans>
              <Button variant="outline" size="sm" onClick={onReload}>
                <Trans>Neue Version laden</Trans>
              </Button>
            </AlertDescription>
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-3 border-t pt-4">
          <Button type="submit">
            <Trans>Als neue Version speichern</Trans>
          </Button>
        </div>
      </Form>

      <QuestionnairePreview control={form.control} editor={editor} headingId={`preview-${editor.kind}`} />

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t`Als Version ${nextVersion} speichern?`}
        description={
          <p>
            <Trans>
              Neue Evaluationen erhalten ab jetzt die Version {nextVersion}. Evaluationen, die schon verschickt oder angelegt
              sind, behalten ihre Version und deren Fragen.
            </Trans>
          </p>
        }
        confirmLabel={t`Speichern`}
        onConfirm={save}
      />
    </div>
  );
}
