import { describe, expect, it } from 'vitest';
import {
  activeDetailFilters,
  hasAnyFilter,
  isCustomPeriod,
  periodPatch,
  readReportQuery,
  reportApiPath,
  reportSearch,
  resetPatch,
  schoolYearPatch,
} from './report-query';

describe('the report’s filters in the URL', () => {
  it('an empty query string is the plain report: the current school year, no filter', () => {
    const query = readReportQuery('');
    expect(query).toEqual({});
    expect(hasAnyFilter(query)).toBe(false);
    expect(reportSearch(query)).toBe('');
    expect(reportApiPath(query)).toBe('statistics');
  });

  it('reads every filter with the API’s rules and writes it back the same way', () => {
    const search = 'school_year=2025&offered_workshop_id=3&language=fr&grade_id=2&canton=BE&coach_id=7&state=done';
    const query = readReportQuery(search);
    expect(query).toEqual({
      school_year: 2025,
      offered_workshop_id: 3,
      language: 'fr',
      grade_id: 2,
      canton: 'BE',
      coach_id: 7,
      state: 'done',
    });
    expect(reportSearch(query)).toBe(search);
    expect(activeDetailFilters(query)).toBe(6);
    expect(isCustomPeriod(query)).toBe(false);
  });

  it('drops a bad value (a hand-edited link) and keeps the others', () => {
    expect(readReportQuery('canton=XX&language=de&coach_id=abc&school_year=20x5')).toEqual({ language: 'de' });
  });

  it('dates win over a school year: the API takes only one period', () => {
    const query = readReportQuery('school_year=2024&from=2025-01-01&to=2025-03-31');
    expect(query).toEqual({ from: '2025-01-01', to: '2025-03-31' });
    expect(isCustomPeriod(query)).toBe(true);
    expect(reportSearch({ school_year: 2024, from: '2025-01-01' })).toBe('from=2025-01-01');
  });

  it('the same filters give the same API path however the URL orders them', () => {
    const a = readReportQuery('canton=BE&school_year=2025');
    const b = readReportQuery('school_year=2025&canton=BE');
    expect(reportApiPath(a)).toBe('statistics?school_year=2025&canton=BE');
    expect(reportApiPath(b)).toBe(reportApiPath(a));
  });

  it('choosing a school year clears the dates, choosing dates clears the school year, reset clears all', () => {
    const custom = { from: '2025-01-01', to: '2025-03-31', canton: 'BE' as const };
    expect(reportSearch({ ...custom, ...schoolYearPatch(2024) })).toBe('school_year=2024&canton=BE');
    expect(reportSearch({ school_year: 2024, ...periodPatch({ from: '2025-02-01' }) })).toBe('from=2025-02-01');
    expect(reportSearch({ ...custom, ...resetPatch() })).toBe('');
  });
});
