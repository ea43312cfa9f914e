import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** A titled card of a detail page (workshop, coach). */
export function Section({
  title,
  className,
  testId,
  children,
}: {
  title: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className} data-testid={testId}>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">{children}</dl>;
}

/** One label and value; an empty value shows as "–". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{empty ? '–' : children}</dd>
    </>
  );
}

/** A longer text (qualifications, remarks) with its line breaks. */
export function LongText({ text, empty }: { text: string | null; empty: ReactNode }) {
  if (!text) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return <p className="text-sm whitespace-pre-line">{text}</p>;
}
