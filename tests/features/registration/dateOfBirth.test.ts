import {
  isAdultOn,
  isValidBirthDate,
  latestBirthDate,
  localIsoDate,
} from '@/features/registration/dateOfBirth';

/** Noon, in the machine's own time zone, on a day of the visitor's calendar. */
const day = (iso: string) => new Date(`${iso}T12:00:00`);

describe('date of birth (D39)', () => {
  const today = day('2026-11-24');

  it('is a real date, from 1900 on, before today', () => {
    expect(isValidBirthDate('1990-05-17', today)).toBe(true);
    expect(isValidBirthDate('1900-01-01', today)).toBe(true);
    expect(isValidBirthDate('1899-12-31', today)).toBe(false);
    expect(isValidBirthDate('2099-01-01', today)).toBe(false);
    expect(isValidBirthDate('2026-11-24', today)).toBe(false);
    expect(isValidBirthDate('2026-11-23', today)).toBe(true);
    expect(isValidBirthDate('1990-02-30', today)).toBe(false);
    expect(isValidBirthDate('1990-13-01', today)).toBe(false);
    expect(isValidBirthDate('17/05/1990', today)).toBe(false);
    expect(isValidBirthDate('', today)).toBe(false);
  });

  it('makes the partner at least 18 on the day of registration', () => {
    expect(latestBirthDate(today)).toBe('2008-11-24');
    expect(isAdultOn('2008-11-24', today)).toBe(true);
    expect(isAdultOn('2008-11-25', today)).toBe(false);
    expect(isAdultOn('2016-11-24', today)).toBe(false);
  });

  it('counts someone born on 29 February as 18 on 1 March of a common year', () => {
    expect(latestBirthDate(day('2026-03-01'))).toBe('2008-03-01');
    expect(isAdultOn('2008-02-29', day('2026-02-28'))).toBe(false);
    expect(isAdultOn('2008-02-29', day('2026-03-01'))).toBe(true);
    // 18 years before a 29 February is a common year: its last day of February.
    expect(latestBirthDate(day('2028-02-29'))).toBe('2010-02-28');
  });

  it('writes the day as a date input does', () => {
    expect(localIsoDate(day('2026-01-05'))).toBe('2026-01-05');
  });
});
