import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import type { CoachProfile } from '@/lib/contract';
import { formatTimestamp } from '@/lib/format';
import { labelOf, profileFieldLabels } from '../labels';

/**
 * Where the profile stands in HR's review: waiting since, the reason it was sent back, and the required fields
 * still missing (API names, translated).
 */
export function ReviewStatus({ profile }: { profile: CoachProfile }) {
  const { i18n } = useLingui();
  const { review, user } = profile;
  const language = i18n.locale;
  const submitted = review.submitted_at === null ? null : formatTimestamp(review.submitted_at, language);
  const approved = review.approved_at === null ? null : formatTimestamp(review.approved_at, language);
  const missing = review.missing_fields.map((field) => labelOf(i18n, profileFieldLabels, field)).join(', ');
  const sentBack = user.state === 'incomplete' && review.rejection_reason;

  if (user.state !== 'processing' && !sentBack && !missing && !approved) return null;
  return (
    <div className="grid gap-3" data-testid="coach-review">
      {user.state === 'processing' && (
        <Alert variant="info">
          <AlertTitle>
            <Trans>Wartet auf Freigabe</Trans>
          </AlertTitle>
          {submitted && (
            <AlertDescription>
              <Trans>Zur Prüfung eingereicht am {submitted}.</Trans>
            </AlertDescription>
          )}
        </Alert>
      )}
      {sentBack && (
        <Alert variant="destructive">
          <AlertTitle>
            <Trans>Zurückgewiesen mit folgendem Grund</Trans>
          </AlertTitle>
          <AlertDescription className="whitespace-pre-line text-foreground">{review.rejection_reason}</AlertDescription>
        </Alert>
      )}
      {missing && (
        <Alert>
          <AlertTitle>
            <Trans>Fehlende Pflichtangaben</Trans>
          </AlertTitle>
          <AlertDescription>{missing}</AlertDescription>
        </Alert>
      )}
      {approved && user.state === 'active' && (
        <p className="text-sm text-muted-foreground">
          <Trans>Freigegeben am {approved}.</Trans>
        </p>
      )}
    </div>
  );
}
