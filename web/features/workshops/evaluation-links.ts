import type { WorkshopDetail } from '@/lib/contract';

/** Staff may send the class's link again while it still takes responses (the server's rule: 409 otherwise). */
export const canResendLink = (evaluation: WorkshopDetail['evaluations'][number], nowSeconds: number) =>
  evaluation.kind === 'by_audience' && evaluation.expires_at !== null && evaluation.expires_at > nowSeconds;
