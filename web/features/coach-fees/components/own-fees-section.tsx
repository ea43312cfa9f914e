/** Issue 13 stub (the lead's skeleton): the coach's fees and extra fees (list, add an extra fee). */
export function OwnFeesSection() {
  return null;
}
