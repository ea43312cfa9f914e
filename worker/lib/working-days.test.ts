import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  isWorkingDay,
  orderDeadline,
  orderingOpen,
  swissHolidays,
  workingDaysAfter,
  workingDaysBefore,
} from './working-days';

describe('Swiss working days', () => {
  it('computes Easter Sunday for known years', () => {
    expect(['2024', '2025', '2026', '2027', '2028', '2038', '2285'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2038-04-25',
      '2285-03-22',
    ]);
  });

  it('knows the national holidays of a year, the movable ones from Easter', () => {
    expect(swissHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-03-26', // Good Friday
      '2027-03-29', // Easter Monday
      '2027-05-06', // Ascension
      '2027-05-17', // Whit Monday
      '2027-08-01',
      '2027-12-25',
      '2027-12-26',
    ]);
  });

  it('counts Monday to Friday without holidays', () => {
    expect(isWorkingDay('2027-03-25')).toBe(true); // Maundy Thursday
    expect(isWorkingDay('2027-03-26')).toBe(false); // Good Friday
    expect(isWorkingDay('2027-03-27')).toBe(false); // Saturday
    expect(isWorkingDay('2027-03-28')).toBe(false); // Sunday
    expect(isWorkingDay('2027-03-29')).toBe(false); // Easter Monday
    expect(isWorkingDay('2026-08-03')).toBe(true); // Monday after the national day (a Saturday)
    expect(isWorkingDay('2026-01-02')).toBe(true); // Friday: Berchtoldstag is cantonal, not national
  });

  it('steps over weekends in both directions', () => {
    expect(workingDaysBefore('2026-12-02', 5)).toBe('2026-11-25'); // Wednesday -> Wednesday a week before
    expect(workingDaysBefore('2026-11-30', 1)).toBe('2026-11-27'); // Monday -> Friday
    expect(workingDaysAfter('2026-11-27', 1)).toBe('2026-11-30');
    expect(workingDaysAfter('2026-11-25', 5)).toBe('2026-12-02');
  });
});

describe('material order deadline: the 5th working day before the workshop, orders up to and including it', () => {
  it('across a weekend: a workshop on Tuesday closes on the Tuesday before', () => {
    expect(orderDeadline('2026-12-08')).toBe('2026-12-01');
    expect(orderingOpen('2026-12-08', '2026-12-01')).toBe(true);
    expect(orderingOpen('2026-12-08', '2026-12-02')).toBe(false);
  });

  it('around Easter: a workshop on the Wednesday after Easter closes on the Monday before Good Friday', () => {
    // Tue 30.3., (Easter Monday), (weekend), (Good Friday), Thu 25.3., Wed 24.3., Tue 23.3., Mon 22.3.
    expect(orderDeadline('2027-03-31')).toBe('2027-03-22');
    // On Thursday before Easter it is refused; so is Tuesday, which weekends alone would still allow.
    expect(orderingOpen('2027-03-31', '2027-03-25')).toBe(false);
    expect(orderingOpen('2027-03-31', '2027-03-23')).toBe(false);
    expect(orderingOpen('2027-03-31', '2027-03-22')).toBe(true);
  });

  it('around Christmas and New Year', () => {
    // Mon 4.1.2027: Thu 31.12., Wed 30.12., Tue 29.12., Mon 28.12., (Sat/Sun 26./27.12., Christmas Fri), Thu 24.12.
    expect(orderDeadline('2027-01-04')).toBe('2026-12-24');
  });

  it('a workshop today or in the past is closed', () => {
    expect(orderingOpen('2026-11-24', '2026-11-24')).toBe(false);
    expect(orderingOpen('2026-11-20', '2026-11-24')).toBe(false);
  });
});
