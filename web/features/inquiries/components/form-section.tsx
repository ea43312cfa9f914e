import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A section of the inquiry form: a fieldset whose legend is the section's heading (h2). */
export function FormSection({
  title,
  description,
  disabled,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset disabled={disabled} className={cn('min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-6', className)}>
      <legend className="float-left mb-4 grid w-full gap-1">
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
        {description && <span className="block text-sm text-muted-foreground">{description}</span>}
      </legend>
      <div className="clear-left grid gap-4">{children}</div>
    </fieldset>
  );
}
