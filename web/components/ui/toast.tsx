import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { CloseIcon } from './icons';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed top-0 right-0 z-[100] m-0 flex max-h-svh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'toast-root pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 pr-10 text-sm shadow-lg relative data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  {
    variants: {
      severity: {
        success: 'border-success bg-success text-success-foreground',
        error: 'border-destructive bg-destructive text-destructive-foreground',
        info: 'border-info bg-info text-info-foreground',
      },
    },
    defaultVariants: { severity: 'info' },
  },
);

export function Toast({
  className,
  severity,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root data-severity={severity} className={cn(toastVariants({ severity }), className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('leading-snug font-medium', className)} {...props} />;
}

export function ToastClose({ className, label, ...props }: ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute top-2.5 right-2.5 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current',
        className,
      )}
      aria-label={label}
      {...props}
    >
      <CloseIcon className="size-4" />
    </ToastPrimitive.Close>
  );
}
