import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** The variants drawn as a box; a link is text only (no height, padding or size of its own). */
const boxed: ('default' | 'destructive' | 'outline' | 'secondary' | 'ghost')[] = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
];

/**
 * No two classes of one kind in a button's list: the public pages join class names without tailwind-merge
 * (web/lib/utils.ts), so sizes apply to boxed variants only and carry their own text size.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-sm text-primary underline-offset-4 hover:underline',
      },
      size: { default: '', sm: '', lg: '', xl: '', icon: '' },
    },
    compoundVariants: [
      { variant: boxed, size: 'default', className: 'h-10 px-4 py-2 text-sm' },
      { variant: boxed, size: 'sm', className: 'h-9 px-3 text-sm' },
      { variant: boxed, size: 'lg', className: 'h-11 px-6 text-sm' },
      // A phone's main action (the public evaluation's "send"): a 48 px target.
      { variant: boxed, size: 'xl', className: 'h-12 px-6 text-base' },
      { variant: boxed, size: 'icon', className: 'size-10 text-sm' },
    ],
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
