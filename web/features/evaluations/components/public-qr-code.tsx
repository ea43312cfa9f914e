import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { cn } from '@/lib/utils';

/**
 * A link as a QR code, drawn in the browser (uqr: no request, no library on the server). The SVG comes from our own
 * encoder and only holds rectangles and a path, so it is set as markup. Quiet zone of 4 modules, as the standard asks.
 */
export function PublicQrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const svg = useMemo(() => renderSVG(value, { border: 4, ecc: 'M' }), [value]);
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="evaluation-qr"
      className={cn('aspect-square w-full [&>svg]:block [&>svg]:size-full', className)}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
