import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/utils';
import { AssociatesSection } from '../components/associates-section';
import { ListsSection } from '../components/lists-section';
import { MaterialsSection } from '../components/materials-section';
import { OfferedWorkshopsSection } from '../components/offered-workshops-section';
import { OrganisationSection } from '../components/organisation-section';
import { QuestionnairesSection } from '../components/questionnaires-section';
import { SchoolHolidaysSection } from '../components/school-holidays-section';
import { TermsSection } from '../components/terms-section';
import { masterDataSections, type MasterDataSectionId } from '../sections';

const sectionComponents: Record<MasterDataSectionId, ComponentType> = {
  workshops: OfferedWorkshopsSection,
  materials: MaterialsSection,
  associates: AssociatesSection,
  lists: ListsSection,
  terms: TermsSection,
  questionnaires: QuestionnairesSection,
  'school-holidays': SchoolHolidaysSection,
  organisation: OrganisationSection,
};

/** `/manager/masterdata/:section`: one kind of master data at a time, the kinds as tabs (links, so each can be shared). */
export default function MasterDataPage({ section = 'workshops' }: { section?: MasterDataSectionId }) {
  const { t, i18n } = useLingui();
  const current = masterDataSections.find((entry) => entry.id === section)!;
  const Section = sectionComponents[section];
  const sectionLabel = i18n._(current.label);
  const isAdmin = useAuth((state) => state.role) === 'admin';
  return (
    <>
      <PageHeader
        title={t`Stammdaten: ${sectionLabel}`}
        actions={
          isAdmin && (
            <Link href={paths.manager.dataImport.href()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Trans>Daten importieren</Trans>
            </Link>
          )
        }
      />
      <nav aria-label={t`Stammdaten`} className="mb-6 overflow-x-auto border-b">
        <ul className="flex min-w-max gap-1">
          {masterDataSections.map((entry) => (
            <li key={entry.id}>
              <Link
                href={paths.manager.masterDataSection.href(entry.id)}
                aria-current={entry.id === section ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium hover:text-foreground',
                  entry.id === section ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground',
                )}
              >
                {i18n._(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Section />
    </>
  );
}
