import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import type { CoachExpenses, Expense } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { formatIsoDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { deleteExpenseRequest, useCoachExpenses, useRefreshExpenses } from '../api/expenses';
import { ExpenseAmounts, ExpenseStatePill, PayoutMonth } from './expense-amounts';
import { DeletedExpenses, ExpenseCorrections } from './expense-corrections';
import { ExpenseForm } from './expense-form';
import { ReceiptLinks } from './receipt-viewer';

/** The coach's expenses: enter one for a workshop given, follow each (pending, paid out and when), change while pending. */
export function OwnExpensesSection() {
  const { t } = useLingui();
  const headingId = useId();
  const coachId = useAuth((state) => state.userId);
  const list = useCoachExpenses(coachId);
  const refresh = useRefreshExpenses();
  const [adding, setAdding] = useState(false);
  const [formKey, setFormKey] = useState(0);

  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="own-expenses">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          <Trans>Spesen</Trans>
        </h2>
        {list.data && list.data.workshops.length > 0 && !adding && (
          <Button onClick={() => setAdding(true)}>
            <Trans>Spesen erfassen</Trans>
          </Button>
        )}
      </div>
      {list.error && !list.data ? (
        <FetchError error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data || coachId === null ? (
        <ListLoading>
          <Trans>Spesen werden geladen …</Trans>
        </ListLoading>
      ) : (
        <>
          {adding && (
            <Card className="grid gap-4 p-4">
              <h3 className="font-semibold">
                <Trans>Neue Spesen</Trans>
              </h3>
              <ExpenseForm
                key={formKey}
                coachId={coachId}
                workshops={list.data.workshops}
                onSaved={() => {
                  setAdding(false);
                  setFormKey((n) => n + 1);
                  void refresh();
                }}
                onCancel={() => setAdding(false)}
              />
            </Card>
          )}
          {list.data.workshops.length === 0 && list.data.items.length === 0 && list.data.deleted.length === 0 ? (
            <ListEmpty>
              <Trans>Spesen können Sie nach einem Workshop erfassen, den Sie gegeben haben.</Trans>
            </ListEmpty>
          ) : list.data.items.length === 0 ? (
            <ListEmpty>
              <Trans>Sie haben noch keine Spesen erfasst.</Trans>
            </ListEmpty>
          ) : (
            <ul className="grid gap-3" aria-label={t`Meine Spesen`}>
              {list.data.items.map((expense) => (
                <OwnExpense key={expense.id} expense={expense} data={list.data!} coachId={coachId} onChanged={refresh} />
              ))}
            </ul>
          )}
          <DeletedExpenses deleted={list.data.deleted} />
        </>
      )}
    </section>
  );
}

function OwnExpense({
  expense,
  data,
  coachId,
  onChanged,
}: {
  expense: Expense;
  data: CoachExpenses;
  coachId: number;
  onChanged: () => unknown;
}) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const locked = expense.state !== 'pending';
  const title = expense.workshop
    ? `${formatIsoDate(expense.workshop.date, i18n.locale)} · ${expense.workshop.title}`
    : t`Ohne Workshop`;

  const remove = async () => {
    try {
      await deleteExpenseRequest(expense.id);
    } catch (thrown) {
      return i18n._(errorMessage(thrown));
    }
    toast.success(t`Die Spesen wurden gelöscht.`);
    void onChanged();
  };

  return (
    <li>
      <Card className={cn('grid gap-3 p-4', locked && 'bg-muted/50')} data-testid="own-expense" data-state={expense.state}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-semibold">{title}</h3>
            {expense.workshop && <p className="text-sm text-muted-foreground">{expense.workshop.institute}</p>}
          </div>
          <ExpenseStatePill state={expense.state} />
        </div>
        {editing ? (
          <ExpenseForm
            coachId={coachId}
            workshops={data.workshops}
            expense={expense}
            onSaved={() => {
              setEditing(false);
              void onChanged();
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <ExpenseAmounts expense={expense} />
            {expense.description && <p className="text-sm whitespace-pre-line">{expense.description}</p>}
            <PayoutMonth expense={expense} />
            <ExpenseCorrections corrections={expense.corrections} />
            <ReceiptLinks expenseId={expense.id} receipts={expense.receipts} />
            {locked ? (
              <p className="text-sm text-muted-foreground">
                <Trans>Ausbezahlte Spesen können nicht mehr geändert werden.</Trans>
              </p>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  <Trans>Bearbeiten</Trans>
                </Button>
                <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                  <Trans>Löschen</Trans>
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Spesen löschen?`}
        description={<Trans>Die Spesen und ihre Belege werden gelöscht.</Trans>}
        confirmLabel={t`Löschen`}
        confirmVariant="destructive"
        onConfirm={remove}
      />
    </li>
  );
}
