import { findAirportService } from '@/features/parking/resolveService';

const service = (id: string, heading: string) => ({
  _id: id,
  parkingHeading: heading,
  parkingBackgroundImage: '',
});

describe('findAirportService (D4)', () => {
  it('finds the first service whose heading contains "airport", ignoring case', () => {
    const list = [
      service('1', 'Mall Parking'),
      service('2', 'Terminal AIRPORT parking'),
      service('3', 'Airport long-stay'),
    ];
    expect(findAirportService(list)?._id).toBe('2');
  });

  it('finds nothing when no heading mentions an airport', () => {
    expect(findAirportService([service('1', 'Mall Parking')])).toBeUndefined();
    expect(findAirportService([])).toBeUndefined();
  });
});
