import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { formatIsoDateWith, languageName } from '@/lib/format';
import { normalizeLanguage } from '@/lib/language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCurrentTerms } from '../api/terms-public';

/** `/general-terms`: the general terms in force, in the visitor's language (German when it has none); the form links here. */
export default function GeneralTermsPage() {
  const { t, i18n } = useLingui();
  const language = normalizeLanguage(i18n.locale);
  const terms = useCurrentTerms(language);
  const title = t`Allgemeine Geschäftsbedingungen`;
  useDocumentTitle(title);
  const data = terms.data;
  const version = data?.version ?? '';
  const original = data ? languageName(data.language, language) : '';
  const validFrom = data ? formatIsoDateWith(data.valid_from, language, { day: 'numeric', month: 'long', year: 'numeric' }) : '';
  return (
    <article className="grid max-w-3xl gap-4" data-testid="general-terms-page">
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {data ? (
        <>
          <p className="text-muted-foreground" data-testid="general-terms-version">
            <Trans>
              Version {version}, gültig ab {validFrom}
            </Trans>
          </p>
          {data.language !== language && (
            <p className="text-sm text-muted-foreground">
              <Trans>Diese Fassung gibt es nur auf {original}.</Trans>
            </p>
          )}
          <div lang={data.language} className="leading-relaxed whitespace-pre-line">
            {data.text}
          </div>
        </>
      ) : terms.error && isApiError(terms.error) && terms.error.status === 404 ? (
        <p className="text-muted-foreground">
          <Trans>Zurzeit sind keine AGB veröffentlicht.</Trans>
        </p>
      ) : terms.error ? (
        <FetchError error={terms.error} onRetry={() => void terms.mutate()} />
      ) : (
        <ListLoading />
      )}
      <p>
        <Link href={paths.home.href()} className="text-primary hover:underline">
          <Trans>Zum Anfrageformular</Trans>
        </Link>
      </p>
    </article>
  );
}
