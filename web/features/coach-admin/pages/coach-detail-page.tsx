import { Trans } from '@lingui/react/macro';
import { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { MailBounceNotice } from '@/components/mail-bounce-notice';
import { PageHeader } from '@/components/page-header';
import { isAnonymisedEmail, PersonDataActions } from '@/components/person-data-actions';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useManagerBasedata } from '@/features/basedata';
import type { CoachHrData, CoachProfile } from '@/lib/contract';
import { CoachCalendarImportSummary } from '@/features/calendar-import';
import { CoachYearlyStatementsSection } from '@/features/payouts/components/yearly-statements-section';
import { COACH_LIST_PREFIX } from '../api/get-coaches';
import { coachProfileKey, useCoachProfile } from '../api/get-coach-profile';
import { availableCoachActions } from '../coach-actions';
import { CoachActions } from '../components/coach-actions';
import { CoachStateBadge } from '../components/coach-state-badge';
import { ContactSection, ExpertiseSection } from '../components/coaching-sections';
import { HrNumbersForm } from '../components/hr-numbers-form';
import { BankSection, EmploymentSection, PersonalSection, RemarksSection } from '../components/hr-sections';
import { ProfileFiles } from '../components/profile-files';
import { ReviewStatus } from '../components/review-status';
import { UnavailabilitySummary } from '../components/unavailability-summary';
import { WorkloadForm } from '../components/workload-form';
import { lastCoachListSearch } from '../list-query';

/**
 * `/manager/coaches/:id` (admin, associate, finance): the coach's profile from GET profiles/{id}. Finance and admin
 * also see the HR part (personal, bank, permit, employment, files) and review submitted profiles; associates see
 * the coaching part only (the API sends no HR data to them).
 */
export default function CoachDetailPage({ id }: { id: string }) {
  const coachId = Number(id);
  const detail = useCoachProfile(coachId);
  const basedata = useManagerBasedata();
  const role = useAuth((state) => state.role);
  const { mutate } = useSWRConfig();
  const profile = detail.data;

  const refresh = () => {
    void detail.mutate();
    void mutate((key) => typeof key === 'string' && key.startsWith(COACH_LIST_PREFIX), undefined, { revalidate: true });
  };
  const saved = (next: CoachProfile) => void mutate(coachProfileKey(coachId), next, { revalidate: false });

  if (!profile) {
    return (
      <>
        <BackLink />
        {detail.error ? (
          <FetchError error={detail.error} onRetry={() => void detail.mutate()} />
        ) : (
          <ListLoading>
            <Trans>Coach wird geladen …</Trans>
          </ListLoading>
        )}
      </>
    );
  }

  const { user, hr } = profile;
  return (
    <>
      <BackLink />
      <PageHeader
        title={`${user.firstname} ${user.lastname}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <CoachStateBadge state={user.state} />
            <a href={`mailto:${user.email}`} className="break-all text-primary hover:underline">
              {user.email}
            </a>
          </span>
        }
        actions={
          <>
            {(role === 'admin' || role === 'associate') && (
              <Button asChild variant="outline">
                <Link href={paths.manager.trainerReport.href(coachId)}>
                  <Trans>Jahresbericht</Trans>
                </Link>
              </Button>
            )}
            <CoachActions coachId={coachId} actions={availableCoachActions(role, user.state)} onChanged={refresh} />
            {role === 'admin' && (
              <PersonDataActions
                personId={coachId}
                name={`${user.firstname} ${user.lastname}`}
                canAnonymise={user.state === 'inactive' && !isAnonymisedEmail(user.email)}
                onAnonymised={refresh}
              />
            )}
          </>
        }
      />

      <div className="grid gap-6">
        <MailBounceNotice email={user.email} canLift={role === 'admin'} />
        <ReviewStatus profile={profile} />
        <div className="grid gap-6 lg:grid-cols-2">
          <ContactSection profile={profile} />
          <ExpertiseSection profile={profile} basedata={basedata.data} />
          {hr ? (
            <HrPart coachId={coachId} hr={hr} onSaved={saved} onFilesChanged={refresh} />
          ) : (
            <Alert variant="info" className="lg:col-span-2" data-testid="coach-hr-hidden">
              <AlertDescription>
                <Trans>Personalien, Bankverbindung und Anstellungsdaten sind nur für Personal und Finanzen sichtbar.</Trans>
              </AlertDescription>
            </Alert>
          )}
          <UnavailabilitySummary coachId={coachId} />
          <WorkloadForm coachId={coachId} workload={profile.workload} onSaved={(workload) => saved({ ...profile, workload })} />
          <CoachCalendarImportSummary coachId={coachId} />
          {role === 'finance' && <CoachYearlyStatementsSection coachId={coachId} />}
        </div>
      </div>
    </>
  );
}

interface HrPartProps {
  coachId: number;
  hr: CoachHrData;
  onSaved: (next: CoachProfile) => void;
  onFilesChanged: () => void;
}

/** The sections of the `full` view (finance, admin). */
function HrPart({ coachId, hr, onSaved, onFilesChanged }: HrPartProps) {
  return (
    <>
      <PersonalSection coachId={coachId} hr={hr} />
      <BankSection coachId={coachId} hr={hr} />
      <EmploymentSection coachId={coachId} hr={hr} />
      <RemarksSection hr={hr} />
      <HrNumbersForm coachId={coachId} hr={hr} onSaved={onSaved} />
      <ProfileFiles coachId={coachId} files={hr.files} onChanged={onFilesChanged} />
    </>
  );
}

function BackLink() {
  return (
    <Link
      href={paths.manager.coaches.href(lastCoachListSearch())}
      className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ChevronLeftIcon className="size-4" />
      <Trans>Alle Coaches</Trans>
    </Link>
  );
}
