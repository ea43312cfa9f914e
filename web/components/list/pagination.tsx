import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** "26–50 von 130" with previous/next: server-side pages of a list. Hidden when everything fits on one page. */
export function Pagination({ page, perPage, total, onPageChange }: PaginationProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (total === 0) return null;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav aria-label={t`Seiten`} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
      <p aria-live="polite" className="text-muted-foreground">
        <Trans>
          {first}–{last} von {total}
        </Trans>
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon />
            <Trans>Zurück</Trans>
          </Button>
          <span className="px-1 tabular-nums">
            <Trans>
              Seite {page} von {pages}
            </Trans>
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            <Trans>Weiter</Trans>
            <ChevronRightIcon />
          </Button>
        </div>
      )}
    </nav>
  );
}
