/** Master data: the evaluation questionnaires per kind, versioned. TODO(issue 14): questionnaires helper. */
export function QuestionnairesSection() {
  return null;
}
