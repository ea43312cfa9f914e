import { Trans } from '@lingui/react/macro';
import { ListEmpty } from '@/components/list/list-status';

/** Stub: replaced by the section's list and editor. */
export function OfferedWorkshopsSection() {
  return (
    <ListEmpty>
      <Trans>Dieser Bereich wird gerade aufgebaut.</Trans>
    </ListEmpty>
  );
}
