/** Issue 13 stub (the lead's skeleton): the coach's payout statements (PDF downloads). */
export function OwnStatementsSection() {
  return null;
}
