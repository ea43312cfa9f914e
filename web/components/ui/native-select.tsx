import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A styled native <select>: the platform's picker on phones, full keyboard support everywhere. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full min-w-0 cursor-pointer rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
