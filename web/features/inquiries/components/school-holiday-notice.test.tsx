import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormProvider, useFormStore } from '@/components/form-lite/form';
import { json, mockApi } from '@/test/api-mock';
import { holidayLabel } from '../school-holidays';
import { SchoolHolidayNotice } from './school-holiday-notice';

const today = '2026-08-20';
const holidaysUrl = `GET /api/public/school-holidays?postcode=8001&from=${today}&to=2028-08-19`;
const zurich = {
  canton: 'ZH',
  holidays: [
    { name: 'Herbstferien', from_date: '2026-10-03', to_date: '2026-10-18' },
    { name: 'Weihnachtsferien', from_date: '2026-12-19', to_date: '2027-01-03' },
  ],
};

function Form({ postcode, children }: { postcode: string; children: ReactNode }) {
  const store = useFormStore({ defaultValues: { contact: { postcode } } });
  return <FormProvider store={store}>{children}</FormProvider>;
}

function renderNotice(postcode: string, date: string, altDate = '') {
  return render(
    <I18nProvider i18n={i18n}>
      <Form postcode={postcode}>
        <SchoolHolidayNotice
          today={today}
          dates={[
            { date, alternative: false },
            { date: altDate, alternative: true },
          ]}
        />
      </Form>
    </I18nProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SchoolHolidayNotice', () => {
  it('warns when the date falls in the holidays of the canton of the school’s postcode, naming canton and holidays', async () => {
    const fetchMock = mockApi({ [holidaysUrl]: () => json(200, { data: zurich }) });
    renderNotice('8001', '2026-10-05', '2026-12-30');
    const notice = await screen.findByTestId('school-holiday-notice');
    expect(notice.textContent).toContain(
      'Dieses Datum fällt in die Schulferien des Kantons Zürich (Herbstferien, 3.–18. Oktober).',
    );
    expect(notice.textContent).toContain('Der Alternativtermin fällt in die Schulferien des Kantons Zürich (Weihnachtsferien,');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says nothing for a date outside the holidays', async () => {
    const fetchMock = mockApi({ [holidaysUrl]: () => json(200, { data: zurich }) });
    renderNotice('8001', '2026-10-19');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('school-holiday-notice')).toBeNull();
  });

  it('does not ask before the postcode has four digits', async () => {
    const fetchMock = mockApi({});
    renderNotice('800', '2026-10-05');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('holidayLabel', () => {
  it('gives the range the Swiss way in each language, with the year only across New Year', () => {
    const autumn = { name: 'Herbstferien', from_date: '2026-10-03', to_date: '2026-10-18' };
    expect(holidayLabel(autumn, 'de')).toBe('Herbstferien, 3.–18. Oktober');
    expect(holidayLabel({ ...autumn, name: 'Vacances d’automne' }, 'fr')).toMatch(/^Vacances d’automne, 3\s?–\s?18 octobre$/);
    expect(holidayLabel({ name: 'Weihnachtsferien', from_date: '2026-12-19', to_date: '2027-01-03' }, 'de')).toMatch(
      /^Weihnachtsferien, 19\. Dezember 2026\s?–\s?3\. Januar 2027$/,
    );
    expect(holidayLabel({ name: 'Ostermontag', from_date: '2027-03-29', to_date: '2027-03-29' }, 'de')).toBe(
      'Ostermontag, 29. März',
    );
  });
});
