import { describe, expect, it } from 'vitest';
import { canResendLink } from './evaluation-links';

const evaluation = {
  id: 1,
  kind: 'by_audience',
  state: 'open',
  coach: null,
  responses: 3,
  sent_at: 100,
  expires_at: 1_000,
} as const;

describe('canResendLink', () => {
  it('offers to send the class link again while it takes responses, never a coach’s or the teacher’s', () => {
    expect(canResendLink(evaluation, 999)).toBe(true);
    expect(canResendLink(evaluation, 1_000)).toBe(false);
    expect(canResendLink({ ...evaluation, expires_at: null }, 0)).toBe(false);
    expect(canResendLink({ ...evaluation, kind: 'after_3_months' }, 0)).toBe(false);
    expect(canResendLink({ ...evaluation, kind: 'by_coach', expires_at: null }, 0)).toBe(false);
  });
});
