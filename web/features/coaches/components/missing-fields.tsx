import { useLingui } from '@lingui/react/macro';
import { profileFieldLabels } from '../labels';

/** The names of required profile fields that are still empty (from the server's `missing_fields` or a 422). */
export function MissingFieldsList({ fields }: { fields: readonly string[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="list-disc pl-5" data-testid="missing-profile-fields">
      {fields.map((field) => (
        <li key={field}>{profileFieldLabels[field] ? i18n._(profileFieldLabels[field]) : field}</li>
      ))}
    </ul>
  );
}
