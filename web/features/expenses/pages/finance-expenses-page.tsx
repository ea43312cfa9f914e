import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FilterPanel } from '@/components/list/filter-panel';
import { PagedList } from '@/components/list/paged-list';
import { PayoutFilters } from '@/components/list/payout-filters';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import type { Expense, FinanceExpenseList } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate, formatPrice } from '@/lib/format';
import { FinanceExpenseQuerySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { useUrlQuery } from '@/lib/use-url-query';
import { cn } from '@/lib/utils';
import { setPaidOutRequest, useFinanceExpenses, useRefreshExpenses } from '../api/expenses';
import { ExpenseStatePill } from '../components/expense-amounts';
import { ExpenseCorrections } from '../components/expense-corrections';
import { CorrectExpenseDialog, DeleteExpenseDialog } from '../components/finance-expense-dialogs';
import { ReceiptLinks } from '../components/receipt-viewer';
import { formatMonth } from '../expense-form';
import { selectableIds, selectionTotal, toggleAll } from '../selection';

/**
 * `/manager/finance/expenses` (finance): every coach's expenses, filtered by state, payout month, coach and workshop
 * (kept in the query string), with totals over all matching rows; pending ones can be marked paid out together.
 */
export default function FinanceExpensesPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useUrlQuery(FinanceExpenseQuerySchema);
  const list = useFinanceExpenses(query);
  const refresh = useRefreshExpenses();
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const data = list.data;
  const chosen = data ? data.items.filter((e) => selected.includes(e.id)) : [];
  const activeCount = [query.state, query.month, query.coach_id, query.workshop_id].filter(Boolean).length;
  const filter = (patch: Parameters<typeof setQuery>[0]) => {
    setSelected([]);
    setQuery(patch);
  };

  const markPaidOut = async () => {
    try {
      await setPaidOutRequest(chosen.map((e) => e.id));
    } catch (thrown) {
      void refresh();
      if (isApiError(thrown) && thrown.code === 'paid_out') {
        return t`Mindestens eine der gewählten Spesen wurde inzwischen ausbezahlt. Es wurde nichts geändert.`;
      }
      return i18n._(errorMessage(thrown));
    }
    const count = chosen.length;
    toast.success(
      t`${plural(count, {
        one: '# Spesenposten ist als ausbezahlt markiert.',
        other: '# Spesenposten sind als ausbezahlt markiert.',
      })}`,
    );
    setSelected([]);
    void refresh();
  };
  const chosenTotal = formatPrice(selectionTotal(chosen));
  const chosenCount = chosen.length;

  return (
    <>
      <PageHeader
        title={t`Spesen`}
        description={
          <Link href={paths.manager.payouts.href()} className="underline underline-offset-4">
            <Trans>Zu den Auszahlungen</Trans>
          </Link>
        }
      />
      <div className="grid gap-4">
        <FilterPanel
          activeCount={activeCount}
          search={
            <div className="grid gap-1.5">
              <Label htmlFor="expense-state">
                <Trans>Status</Trans>
              </Label>
              <NativeSelect
                id="expense-state"
                value={query.state ?? ''}
                onChange={(e) => filter({ state: (e.target.value || undefined) as typeof query.state })}
              >
                <option value="">{t`Alle`}</option>
                <option value="pending">{t`Ausstehend`}</option>
                <option value="paid-out">{t`Ausbezahlt`}</option>
              </NativeSelect>
            </div>
          }
        >
          <PayoutFilters
            month={query.month}
            coach_id={query.coach_id}
            workshop_id={query.workshop_id}
            coaches={data?.coaches}
            workshops={data?.workshops}
            onChange={filter}
          />
        </FilterPanel>

        <div className="flex flex-wrap items-center gap-3" aria-live="polite">
          <Button disabled={chosenCount === 0} onClick={() => setConfirming(true)}>
            <Trans>Als ausbezahlt markieren</Trans>
            {chosenCount > 0 && ` (${chosenCount})`}
          </Button>
          {chosenCount > 0 && (
            <span className="text-sm text-muted-foreground">
              <Trans>Ausgewählt: {chosenTotal}</Trans>
            </span>
          )}
        </div>

        <PagedList<FinanceExpenseList>
          list={list}
          loading={<Trans>Spesen werden geladen …</Trans>}
          empty={<Trans>Keine Spesen für diese Filter.</Trans>}
          onResetFilters={
            activeCount > 0
              ? () => filter({ state: undefined, month: undefined, coach_id: undefined, workshop_id: undefined })
              : undefined
          }
          onPageChange={(page) => {
            setSelected([]);
            setQuery({ page });
          }}
        >
          {(page) => <ExpenseRows page={page} selected={selected} onSelect={setSelected} onChanged={() => void refresh()} />}
        </PagedList>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Als ausbezahlt markieren?`}
        description={
          <Plural
            value={chosenCount}
            one={`# Spesenposten über total ${chosenTotal} wird als ausbezahlt markiert. Danach kann er nicht mehr geändert werden.`}
            other={`# Spesenposten über total ${chosenTotal} werden als ausbezahlt markiert. Danach können sie nicht mehr geändert werden.`}
          />
        }
        confirmLabel={t`Als ausbezahlt markieren`}
        onConfirm={markPaidOut}
      />
    </>
  );
}

interface RowsProps {
  page: FinanceExpenseList;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onChanged: () => void;
}

type Editing = { expense: Expense; action: 'correct' | 'delete' } | null;

/** "Korrigieren" and "Löschen" for a pending expense; each names the expense after its visible word. */
function PendingActions({ expense, label, onEdit }: { expense: Expense; label: string; onEdit: (next: Editing) => void }) {
  const { t } = useLingui();
  if (expense.state !== 'pending') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={t`Korrigieren: ${label}`}
        onClick={() => onEdit({ expense, action: 'correct' })}
      >
        <Trans>Korrigieren</Trans>
      </Button>
      <Button variant="outline" size="sm" aria-label={t`Löschen: ${label}`} onClick={() => onEdit({ expense, action: 'delete' })}>
        <Trans>Löschen</Trans>
      </Button>
    </div>
  );
}

function ExpenseRows({ page, selected, onSelect, onChanged }: RowsProps) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<Editing>(null);
  const actionLabel = (e: Expense) => `${e.coach.name}, ${workshopText(e)}`;
  const selectable = selectableIds(page.items);
  const allChosen = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  const toggle = (id: number) => onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const workshopText = (e: Expense) =>
    e.workshop ? `${formatIsoDate(e.workshop.date, i18n.locale)} · ${e.workshop.title}` : t`Ohne Workshop`;
  const month = (e: Expense) => (e.payout_month ? formatMonth(e.payout_month, i18n.locale) : '–');
  const selectLabel = (e: Expense) => {
    const coach = e.coach.name;
    const workshop = workshopText(e);
    return t`${coach}, ${workshop} auswählen`;
  };
  const { totals } = page;
  const count = totals.count;
  const grandTotal = formatPrice(totals.total);

  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">
            <Trans>Spesen</Trans>
          </caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-2">
                <input
                  type="checkbox"
                  aria-label={t`Alle ausstehenden auf dieser Seite auswählen`}
                  checked={allChosen}
                  disabled={selectable.length === 0}
                  onChange={() => onSelect(toggleAll(selected, selectable))}
                />
              </th>
              <th scope="col" className="p-2">
                <Trans>Coach</Trans>
              </th>
              <th scope="col" className="p-2">
                <Trans>Workshop</Trans>
              </th>
              <th scope="col" className="p-2 text-right">
                <Trans>Reisekosten</Trans>
              </th>
              <th scope="col" className="p-2 text-right">
                <Trans>Verpflegung</Trans>
              </th>
              <th scope="col" className="p-2 text-right">
                <Trans>Übrige</Trans>
              </th>
              <th scope="col" className="p-2 text-right">
                <Trans>Total</Trans>
              </th>
              <th scope="col" className="p-2">
                <Trans>Auszahlungsmonat</Trans>
              </th>
              <th scope="col" className="p-2">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="p-2">
                <Trans>Belege</Trans>
              </th>
              <th scope="col" className="p-2">
                <Trans>Aktionen</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((e) => (
              <tr
                key={e.id}
                className={cn('border-t align-top', e.state !== 'pending' && 'bg-muted/40 text-muted-foreground')}
                data-testid="finance-expense"
                data-state={e.state}
              >
                <td className="p-2">
                  {e.state === 'pending' && (
                    <input
                      type="checkbox"
                      aria-label={selectLabel(e)}
                      checked={selected.includes(e.id)}
                      onChange={() => toggle(e.id)}
                    />
                  )}
                </td>
                <td className="p-2">{e.coach.name}</td>
                <td className="p-2">
                  {workshopText(e)}
                  {e.workshop && <div className="text-muted-foreground">{e.workshop.institute}</div>}
                  {e.description && <div className="text-muted-foreground">{e.description}</div>}
                  <ExpenseCorrections corrections={e.corrections} />
                </td>
                <td className="p-2 text-right tabular-nums">{formatPrice(e.journey_centimes)}</td>
                <td className="p-2 text-right tabular-nums">{formatPrice(e.catering_centimes)}</td>
                <td className="p-2 text-right tabular-nums">{formatPrice(e.other_centimes)}</td>
                <td className="p-2 text-right font-medium tabular-nums">{formatPrice(e.total_centimes)}</td>
                <td className="p-2">{month(e)}</td>
                <td className="p-2">
                  <ExpenseStatePill state={e.state} />
                </td>
                <td className="p-2">
                  <ReceiptLinks expenseId={e.id} receipts={e.receipts} />
                </td>
                <td className="p-2">
                  <PendingActions expense={e} label={actionLabel(e)} onEdit={setEditing} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 font-semibold">
            <tr data-testid="expense-totals">
              <th scope="row" colSpan={3} className="p-2 text-left">
                <Plural value={count} one="Total: # Spesenposten" other="Total aller # Spesenposten" />
              </th>
              <td className="p-2 text-right tabular-nums">{formatPrice(totals.journey)}</td>
              <td className="p-2 text-right tabular-nums">{formatPrice(totals.catering)}</td>
              <td className="p-2 text-right tabular-nums">{formatPrice(totals.other)}</td>
              <td className="p-2 text-right tabular-nums">{formatPrice(totals.total)}</td>
              <td colSpan={4} />
            </tr>
          </tfoot>
        </table>
      </div>

      <div className="grid gap-3 md:hidden">
        {selectable.length > 0 && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={allChosen} onChange={() => onSelect(toggleAll(selected, selectable))} />
            <Trans>Alle ausstehenden auf dieser Seite auswählen</Trans>
          </label>
        )}
        <ul className="grid gap-3">
          {page.items.map((e) => {
            const total = formatPrice(e.total_centimes);
            const payout = month(e);
            return (
              <li key={e.id}>
                <Card className={cn('grid gap-2 p-4', e.state !== 'pending' && 'bg-muted/50')} data-testid="finance-expense-card">
                  <div className="flex items-start justify-between gap-2">
                    <div className="flex items-start gap-2">
                      {e.state === 'pending' && (
                        <input
                          type="checkbox"
                          className="mt-1"
                          aria-label={selectLabel(e)}
                          checked={selected.includes(e.id)}
                          onChange={() => toggle(e.id)}
                        />
                      )}
                      <div>
                        <p className="font-semibold">{e.coach.name}</p>
                        <p className="text-sm">{workshopText(e)}</p>
                      </div>
                    </div>
                    <ExpenseStatePill state={e.state} />
                  </div>
                  <p className="text-sm">
                    <Trans>
                      Total {total} · Auszahlung {payout}
                    </Trans>
                  </p>
                  <ReceiptLinks expenseId={e.id} receipts={e.receipts} />
                  <ExpenseCorrections corrections={e.corrections} />
                  <PendingActions expense={e} label={actionLabel(e)} onEdit={setEditing} />
                </Card>
              </li>
            );
          })}
        </ul>
        <p className="rounded-xl border p-3 text-sm font-semibold" data-testid="expense-totals-phone">
          <Plural
            value={count}
            one={`Total: # Spesenposten, ${grandTotal}`}
            other={`Total aller # Spesenposten: ${grandTotal}`}
          />
        </p>
      </div>
      {editing?.action === 'correct' && (
        <CorrectExpenseDialog
          expense={editing.expense}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
      {editing?.action === 'delete' && (
        <DeleteExpenseDialog
          expense={editing.expense}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}
