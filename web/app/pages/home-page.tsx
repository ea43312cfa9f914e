import type { ReactNode } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { InquiryIntro } from '@/features/inquiries/components/inquiry-intro';
import { PublicLayout } from '../layouts/public-layout';

/** What `/` shows while the form's chunk loads; the prerendered HTML shows the same (the footer never jumps). */
export const homeFormFallback = <LoadingScreen className="min-h-svh items-start" />;

/** `/`: the public layout, the intro and the inquiry form (`form`: the lazily loaded page, or its fallback). */
export function HomePage({ form }: { form: ReactNode }) {
  return (
    <PublicLayout>
      <div className="grid max-w-3xl gap-6">
        <InquiryIntro />
        {form}
      </div>
    </PublicLayout>
  );
}
