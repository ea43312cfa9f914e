import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachProfile, ManagerBasedata } from '@/lib/contract';
import { languageName } from '@/lib/format';
import { labelOf, salutationLabels } from '../labels';
import { namesOf } from '../format';
import { Fact, Facts, LongText, Section } from '@/components/detail-section';

/** Contact details: what every staff role sees. */
export function ContactSection({ profile }: { profile: CoachProfile }) {
  const { t, i18n } = useLingui();
  const { user } = profile;
  const place = [profile.postcode, profile.location].filter(Boolean).join(' ');
  return (
    <Section title={t`Kontakt`}>
      <Facts>
        <Fact label={t`Anrede`}>{profile.salutation ? labelOf(i18n, salutationLabels, profile.salutation) : null}</Fact>
        <Fact label={t`E-Mail`}>
          <a href={`mailto:${user.email}`} className="break-all text-primary hover:underline">
            {user.email}
          </a>
        </Fact>
        <Fact label={t`Telefon`}>
          {profile.phone && (
            <a href={`tel:${profile.phone.replace(/\s+/g, '')}`} className="text-primary hover:underline">
              {profile.phone}
            </a>
          )}
        </Fact>
        <Fact label={t`Adresse`}>
          {(profile.street || place) && (
            <>
              {profile.street && <span className="block">{profile.street}</span>}
              {place && <span className="block">{place}</span>}
            </>
          )}
        </Fact>
        <Fact label={t`Sprache der E-Mails`}>{languageName(user.language, i18n.locale)}</Fact>
      </Facts>
    </Section>
  );
}

/** Languages, subjects and rated skills (names from the master data) and the qualifications. */
export function ExpertiseSection({ profile, basedata }: { profile: CoachProfile; basedata: ManagerBasedata | undefined }) {
  const { t } = useLingui();
  const languages = namesOf(basedata?.coach_languages, profile.language_ids);
  const subjects = namesOf(basedata?.coach_subjects, profile.subject_ids);
  const skillNames = new Map((basedata?.coach_skills ?? []).map((skill) => [skill.id, skill.name]));
  return (
    <Section title={t`Einsatz`} testId="coach-expertise">
      <Facts>
        <Fact label={t`Sprachen`}>{languages.join(', ')}</Fact>
        <Fact label={t`Themen`}>{subjects.join(', ')}</Fact>
        <Fact label={t`Fähigkeiten`}>
          {profile.skills.length > 0 && (
            <ul className="grid gap-1">
              {profile.skills.map((skill) => (
                <li key={skill.skill_id} className="flex flex-wrap items-center gap-x-2">
                  <span>{skillNames.get(skill.skill_id) ?? '…'}</span>
                  <Rating value={skill.rating} />
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </Facts>
      <h3 className="mt-4 mb-1 text-sm text-muted-foreground">
        <Trans>Qualifikationen</Trans>
      </h3>
      <LongText text={profile.qualifications} empty={<Trans>Keine Angaben.</Trans>} />
    </Section>
  );
}

/** A rating 1–5 as five dots, read out as "4 von 5". */
function Rating({ value }: { value: number }) {
  const { t } = useLingui();
  return (
    <span role="img" aria-label={t`${value} von 5`} className="inline-flex gap-0.5" title={t`${value} von 5`}>
      {[1, 2, 3, 4, 5].map((step) => (
        <span
          key={step}
          aria-hidden="true"
          className={step <= value ? 'size-2.5 rounded-full bg-primary' : 'size-2.5 rounded-full border border-primary/50'}
        />
      ))}
    </span>
  );
}
