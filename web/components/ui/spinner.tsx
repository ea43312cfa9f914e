import { cn } from '@/lib/utils';

const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const;

/** `size` rather than a size class: the public pages merge no classes (a second size would conflict). */
export function Spinner({ className, size = 'lg' }: { className?: string; size?: keyof typeof sizes }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-2 border-current border-t-transparent',
        sizes[size],
        className,
      )}
    />
  );
}
