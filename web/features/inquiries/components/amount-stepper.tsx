import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MinusIcon, PlusIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { clampAmount, MAX_AMOUNT, MIN_AMOUNT } from '../slots';

interface AmountStepperProps {
  id: string;
  amount: number;
  onChange: (amount: number) => void;
  /** The id of the workshop's title: the buttons and the input are described by it. */
  describedBy: string;
  /** No more slots may be added (the inquiry's total is reached). */
  atLimit?: boolean;
}

/**
 * − / number / +: how many times the workshop should take place (0..10). The buttons stay focusable at the bounds
 * (aria-disabled), so keyboard focus is never lost while stepping.
 */
export function AmountStepper({ id, amount, onChange, describedBy, atLimit }: AmountStepperProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState<string | null>(null);
  const canDecrease = amount > MIN_AMOUNT;
  const canIncrease = amount < MAX_AMOUNT && !atLimit;

  const step = (delta: number) => {
    setTyped(null);
    const next = clampAmount(amount + delta);
    if (next !== amount) onChange(next);
  };

  return (
    <div className="flex items-center gap-3">
      <Label htmlFor={id}>
        <Trans>Anzahl</Trans>
      </Label>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Anzahl verringern`}
          aria-describedby={describedBy}
          aria-disabled={!canDecrease || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          onClick={() => canDecrease && step(-1)}
        >
          <MinusIcon />
        </Button>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_AMOUNT}
          max={MAX_AMOUNT}
          step={1}
          value={typed ?? String(amount)}
          aria-describedby={describedBy}
          // `!`: wins over the input's own w-full without tailwind-merge (the public pages join classes as they are).
          className="w-16! text-center"
          onChange={(event) => {
            const value = event.currentTarget.value;
            setTyped(value);
            if (/^\d{1,2}$/.test(value)) {
              const next = clampAmount(Number(value));
              if (next !== amount) onChange(next);
            }
          }}
          onBlur={() => setTyped(null)}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Anzahl erhöhen`}
          aria-describedby={describedBy}
          aria-disabled={!canIncrease || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          onClick={() => canIncrease && step(1)}
        >
          <PlusIcon />
        </Button>
      </div>
    </div>
  );
}
