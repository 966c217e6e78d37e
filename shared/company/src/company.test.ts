import { describe, expect, it } from 'vitest';
import { company } from './index';

const twelveHour = (time: string): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

describe('company facts', () => {
  it('prints the office address built from its structured parts', () => {
    expect(company.address.lines).toEqual([
      'Office 1204, Lodha Supremus',
      'Lower Parel',
      'Mumbai, Maharashtra 400013',
      'India',
    ]);
  });

  // Search engines read the structured hours and visitors the printed ones: they must be the same window.
  it('prints the same business hours as it gives search engines', () => {
    const { days, hours, dayOfWeek, opens, closes } = company.businessHours;
    expect(days).toBe(`${dayOfWeek[0]} to ${dayOfWeek.at(-1)}`);
    expect(hours).toBe(`${twelveHour(opens)} – ${twelveHour(closes)} IST`);
  });
});
