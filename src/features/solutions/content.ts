import { images, type ImageAsset } from '@/generated/images';

/**
 * Static content of the Solutions page (spec section 2 "Solutions"). Lists hold semantic
 * translation keys under `solutions.*`; their order is the order on the page, and their
 * lengths are the counts the spec asks for.
 */

export type SolutionId = 'parking' | 'campus' | 'mechanised' | 'warehouse';

/** Interval of the card row (spec section 9: auto-scroll 3000 ms). */
export const SOLUTIONS_ROW_INTERVAL_MS = 3000;

export const sectionIds: Record<SolutionId | 'smartGate' | 'app', string> = {
  parking: 'parking-management',
  campus: 'campus-care',
  mechanised: 'mechanised-parking',
  warehouse: 'warehouse-gate-automation',
  smartGate: 'smart-gate',
  app: 'download-app',
};

/** The heading that "Know more" focuses; sections are labelled by it too. */
export function sectionHeadingId(sectionId: string): string {
  return `${sectionId}-title`;
}

/** The four cards of the row; brochures are the real PDFs in public/brochures (D26). */
export const solutionCards = [
  { id: 'parking', image: images.solutionParking, brochure: '/brochures/PMS.pdf' },
  { id: 'campus', image: images.solutionCampus, brochure: '/brochures/CampusCare.pdf' },
  {
    id: 'mechanised',
    image: images.solutionMechanised,
    brochure: '/brochures/Carparkingsolution.pdf',
  },
  { id: 'warehouse', image: images.solutionWarehouse, brochure: '/brochures/warehouse.pdf' },
] as const satisfies readonly { id: SolutionId; image: ImageAsset; brochure: string }[];

export type SolutionCardContent = (typeof solutionCards)[number];

/** Parking: 12 core features, 6 hardware items of 2 points, 3 security, 3 maintenance. */
export const parkingContent = {
  coreFeatures: [
    'anprEntry',
    'fastagPayments',
    'digitalPayments',
    'occupancyGuidance',
    'flexibleTariffs',
    'passesSubscriptions',
    'preBooking',
    'gstInvoicing',
    'watchlistAlerts',
    'multiSiteControl',
    'reportsAnalytics',
    'driverApp',
  ],
  hardware: [
    { id: 'anprCameras', points: ['plateReading', 'accountLinking'] },
    { id: 'boomBarriers', points: ['fastOpening', 'safetySensors'] },
    { id: 'rfidReaders', points: ['laneSpeed', 'tagTypes'] },
    { id: 'payStations', points: ['qrTickets', 'paymentOptions'] },
    { id: 'guidanceSensors', points: ['bayDetection', 'guidanceSigns'] },
    { id: 'handheldTerminals', points: ['onStreet', 'offlineSync'] },
  ],
  security: ['encryptedData', 'roleAccess', 'videoEvidence'],
  maintenance: ['remoteMonitoring', 'preventiveVisits', 'supportDesk'],
  reports: [
    { id: 'dashboard', image: images.solutionDashboard },
    { id: 'fastagReport', image: images.solutionFastagReport },
  ],
} as const;

/** Campus: 10 user-centric features, then the two apps' points. */
export const campusContent = {
  userFeatures: [
    'visitorPreApproval',
    'qrGatePasses',
    'maintenanceBilling',
    'complaintTracking',
    'amenityBooking',
    'noticeBoard',
    'staffAttendance',
    'emergencyAlerts',
    'parkingAllocation',
    'residentDirectory',
  ],
  managementApp: [
    'accounting',
    'billingReminders',
    'helpdesk',
    'assetRegister',
    'reports',
    'announcements',
  ],
  guardApp: ['visitorEntry', 'liveApproval', 'deliveries', 'vehicleLog', 'patrolRounds'],
} as const;

/** Mechanised parking: the spec's 8 types, in its order. */
export const mechanisedTypes = [
  { id: 'tower', image: images.mechTower },
  { id: 'shuttle', image: images.mechShuttle },
  { id: 'stack2Post', image: images.mechStack2Post },
  { id: 'stack4Post', image: images.mechStack4Post },
  { id: 'pitStack', image: images.mechPitStack },
  { id: 'puzzle', image: images.mechPuzzle },
  { id: 'rotary', image: images.mechRotary },
  { id: 'bike', image: images.mechBike },
] as const;

/** Warehouse: the 5-step flow of a truck through the gate. */
export const warehouseFlow = [
  'preBooking',
  'gateEntry',
  'weighbridgeDock',
  'loadingTracking',
  'exitReporting',
] as const;

/** Smart gate: 7 features, 6 system benefits. */
export const smartGateContent = {
  features: [
    'anprRecognition',
    'rfidTags',
    'barrierControl',
    'weighbridgeCapture',
    'driverVerification',
    'erpIntegration',
    'liveDashboard',
  ],
  benefits: [
    'fasterTurnaround',
    'paperless',
    'authorisedAccess',
    'accurateData',
    'lowerCosts',
    'dockVisibility',
  ],
  image: images.solutionSmartGate,
} as const;

export const appPromoImage = images.appPromo;
