import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';

/**
 * A trap for bots: an input named `website` that people neither see nor reach (moved off-screen, not display:none,
 * which some bots detect; out of the tab order and hidden from assistive technology). It must stay empty.
 */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { t } = useLingui();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor="inquiry-website">{t`Website (leer lassen)`}</label>
      <input ref={inputRef} id="inquiry-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
