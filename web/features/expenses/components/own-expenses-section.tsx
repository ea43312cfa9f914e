/** Issue 13 stub (the lead's skeleton): the coach's expenses (list, create, edit, delete, receipts). */
export function OwnExpensesSection() {
  return null;
}
