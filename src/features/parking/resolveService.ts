import type { ParkingService } from './parkingApi';

/** D4: /airport shows the first parking service whose heading mentions "airport". */
export function findAirportService(
  services: readonly ParkingService[],
): ParkingService | undefined {
  return services.find((service) => service.parkingHeading.toLowerCase().includes('airport'));
}
