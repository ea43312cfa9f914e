import { Trans, useLingui } from '@lingui/react/macro';
import { LoadingScreen } from '@/components/loading-screen';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useManagerBasedata } from '@/features/basedata';
import { useUser } from '@/features/auth';
import type { CoachProfile } from '@/lib/contract';
import { errorMessage, fetchingError } from '@/lib/error-messages';
import { useOwnProfile } from '../api/own-profile';
import { CoachProfileForm } from './coach-profile-form';
import { MissingFieldsList } from './missing-fields';
import { ProfileFileSlot } from './profile-file-slot';

/** My profile for coaches: HR's note, what is still missing, the form, and what HR keeps (personnel id, contract). */
export function OwnCoachProfile() {
  const { i18n } = useLingui();
  const user = useUser();
  const own = useOwnProfile();
  const basedata = useManagerBasedata();
  const error = own.error ?? basedata.error;
  if (error) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertTitle>{i18n._(errorMessage(error, fetchingError))}</AlertTitle>
        <AlertDescription className="mt-2">
          <Button variant="outline" onClick={() => void Promise.all([own.mutate(), basedata.mutate()])}>
            <Trans>Erneut versuchen</Trans>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const profile = own.data?.coach;
  if (!profile || !basedata.data) return <LoadingScreen />;
  const refresh = (saved?: CoachProfile) => void own.mutate(saved ? { coach: saved } : undefined);
  const review = profile.review;
  const contract = profile.hr?.files.find((file) => file.kind === 'contract');

  return (
    <div className="grid gap-6">
      {review.rejection_reason && user?.state === 'incomplete' && (
        <Alert variant="destructive">
          <AlertTitle>
            <Trans>Hinweis der Personalabteilung</Trans>
          </AlertTitle>
          <AlertDescription className="whitespace-pre-line">{review.rejection_reason}</AlertDescription>
        </Alert>
      )}
      {review.missing_fields.length > 0 && user?.state === 'incomplete' && (
        <Alert variant="info" role="status">
          <AlertTitle>
            <Trans>Für die Validierung fehlen noch:</Trans>
          </AlertTitle>
          <AlertDescription>
            <MissingFieldsList fields={review.missing_fields} />
          </AlertDescription>
        </Alert>
      )}
      <CoachProfileForm profile={profile} basedata={basedata.data} onSaved={refresh} onFilesChanged={() => refresh()} />
      {(profile.hr?.personnel_id || profile.hr?.abakus_number || contract) && (
        <section className="grid gap-3 rounded-xl border p-4" aria-labelledby="hr-data-title">
          <h2 id="hr-data-title" className="text-lg font-semibold">
            <Trans>Von der Personalabteilung</Trans>
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">
              <Trans>Personalnummer</Trans>
            </dt>
            <dd>{profile.hr?.personnel_id ?? '–'}</dd>
            <dt className="text-muted-foreground">
              <Trans>ABAKUS-Nummer</Trans>
            </dt>
            <dd>{profile.hr?.abakus_number ?? '–'}</dd>
          </dl>
          {contract && (
            <ProfileFileSlot
              coachId={profile.user.id}
              kind="contract"
              file={contract}
              editable={false}
              onChanged={() => refresh()}
            />
          )}
        </section>
      )}
    </div>
  );
}
