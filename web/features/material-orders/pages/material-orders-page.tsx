import { Trans, useLingui } from '@lingui/react/macro';
import { ListEmpty } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';

/** Stub: replaced by the feature's screen. */
export default function Page() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`In Arbeit`} />
      <ListEmpty>
        <Trans>Dieser Bereich wird gerade aufgebaut.</Trans>
      </ListEmpty>
    </>
  );
}
