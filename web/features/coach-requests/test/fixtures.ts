import type { OwnCoachRequest } from '@/lib/contract';

/** A coach request as GET /api/coaches/requests returns it; `overrides.workshop` is merged. */
export function ownRequest(
  overrides: Partial<Omit<OwnCoachRequest, 'workshop'>> & { workshop?: Partial<OwnCoachRequest['workshop']> } = {},
): OwnCoachRequest {
  const { workshop, ...rest } = overrides;
  return {
    id: 11,
    state: 'new-request',
    message: 'Die Klasse freut sich sehr.',
    answer_message: null,
    requested_at: 1_780_000_000,
    answered_at: null,
    updated_at: 1_780_000_000,
    ...rest,
    workshop: {
      id: 5,
      state: 'coaches_requested',
      title: 'Kinderrechte',
      subject: 'Menschenrechte',
      language: 'de',
      date: '2026-12-03',
      start_time: '08:00',
      end_time: '10:00',
      institute: 'Schule Musterdorf',
      location: 'Bern',
      grade: '5. Klasse',
      number_participants: 22,
      series_dates: [],
      ...workshop,
    },
  };
}
