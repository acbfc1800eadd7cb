/** Demo media for the mock API (assets/demo/<name>.svg → public/demo/<name>.webp): parking
 * services, site photos, blog and event images, and the support-video posters. */
import { aerialLot } from './scenes/aerial';
import { camera, CARD, WIDE, type ArtSpec, type Draw, type Size } from './scenes/base';
import { customerMeet, expoStall, launchStage, treePlantation } from './scenes/events';
import { basement } from './scenes/indoor';
import { mechScene } from './scenes/mechanised';
import { society, stationForecourt } from './scenes/places';
import { dashboardScene, phoneOverStreet, phonesScene } from './scenes/product';
import { campusEntrance, carParkStreet, entryLane, frontage } from './scenes/streets';
import { VIDEOS } from './video-scenes';

const demo = (name: string, size: Size, title: string, draw: Draw): ArtSpec => ({
  dir: 'demo',
  name,
  size,
  title,
  draw,
});
const pad = (i: number) => String(i).padStart(2, '0');

/**
 * Site photos of the parking services, each drawn for the kind of place it is shown under
 * (`/demo/site-<service>-<n>.webp`, src/mocks/fixtures/parking.ts): a mall's sites show malls,
 * a hospital's a hospital. A shared list of numbered photos put a hospital's entry lane, a
 * temple and a railway forecourt under "Mall Parking" (issue 59).
 */
const SITES: Readonly<Record<string, readonly Draw[]>> = {
  mall: [
    (s, r) => entryLane(s, r, { tod: 'night', facade: 'mall', armAngle: 60 }),
    (s, r) => frontage(s, r, 'dusk', 'mall'),
    (s, r) => basement(s, r, true),
    (s, r) => frontage(s, r, 'day', 'mall'),
    (s, r) => entryLane(s, r, { tod: 'morning', facade: 'mall', armAngle: 0, fastag: true }),
    (s, r) => basement(s, r, false),
    (s, r) => carParkStreet(s, r, 'day', 4),
    (s, r) => aerialLot(s, r, { sensors: true, tilt: 0, blocks: 3, cols: 12, occupancy: 0.85 }),
  ],
  airport: [
    (s, r) => frontage(s, r, 'day', 'airport'),
    (s, r) => entryLane(s, r, { tod: 'day', facade: 'airport', armAngle: 70 }),
    (s, r) => frontage(s, r, 'dusk', 'airport'),
    (s, r) =>
      entryLane(s, r, {
        tod: 'morning',
        facade: 'airport',
        armAngle: 0,
        fastag: true,
        kiosk: false,
      }),
    (s, r) => carParkStreet(s, r, 'night', 3),
    (s, r) => aerialLot(s, r, { sensors: true, tilt: -4, blocks: 2, cols: 10 }),
  ],
  hospital: [
    (s, r) => entryLane(s, r, { tod: 'morning', facade: 'hospital', armAngle: 0 }),
    (s, r) => frontage(s, r, 'dusk', 'hospital'),
    (s, r) => entryLane(s, r, { tod: 'day', facade: 'hospital', armAngle: 70 }),
    (s, r) => frontage(s, r, 'morning', 'hospital'),
    (s, r) => basement(s, r, false),
    (s, r) =>
      aerialLot(s, r, { sensors: false, ev: true, tilt: 12, blocks: 1, cols: 9, zoom: 1.2 }),
  ],
  corporate: [
    (s, r) => frontage(s, r, 'morning', 'office'),
    (s, r) => entryLane(s, r, { tod: 'day', facade: 'office', armAngle: 0 }),
    (s, r) => entryLane(s, r, { tod: 'night', facade: 'office', armAngle: 60 }),
    (s, r) => mechScene(s, r, 'puzzle', 'day'),
    (s, r) => basement(s, r, true),
    (s, r) => aerialLot(s, r, { sensors: true, tilt: 6, blocks: 2, cols: 12, occupancy: 0.9 }),
  ],
  residential: [
    (s, r) => campusEntrance(s, r, 'day', true),
    (s, r) => campusEntrance(s, r, 'night', false),
    (s, r) => society(s, r, 'dusk', 1),
    (s, r) => mechScene(s, r, 'stack2', 'morning'),
    (s, r) => society(s, r, 'day', 2),
    (s, r) => campusEntrance(s, r, 'morning', false),
  ],
  railway: [
    (s, r) => stationForecourt(s, r, 'dusk'),
    (s, r) => stationForecourt(s, r, 'day'),
    (s, r) => stationForecourt(s, r, 'morning'),
    (s, r) => mechScene(s, r, 'bike', 'morning'),
    (s, r) => stationForecourt(s, r, 'night'),
    (s, r) => aerialLot(s, r, { sensors: true, tilt: -6, blocks: 2, cols: 11, occupancy: 0.8 }),
  ],
};

const BLOGS: readonly [string, Draw][] = [
  [
    'ANPR camera at an entry lane',
    (s, r) => entryLane(s, r, { tod: 'night', facade: 'carpark', armAngle: 0, kiosk: false }),
  ],
  [
    'FASTag lane',
    (s, r) =>
      entryLane(s, r, {
        tod: 'morning',
        facade: 'none',
        armAngle: 0,
        fastag: true,
        truck: true,
        kiosk: false,
      }),
  ],
  ['EV charging bays', (s, r) => society(s, r, 'dusk', 1)],
  ['Mechanised tower', (s, r) => mechScene(s, r, 'tower', 'night')],
  ['Campus gate app on a phone', (s, r) => phoneOverStreet(s, r, 'visitor')],
  ['Warehouse dock scheduling', (s, r) => phonesScene(s, r, ['dock', 'wallet'])],
];

const BLOG_EXTRAS: readonly [string, Draw][] = [
  [
    'Parking lot from above at capacity',
    (s, r) => aerialLot(s, r, { sensors: true, tilt: 6, blocks: 2, cols: 12, occupancy: 0.9 }),
  ],
  ['Basement entry barrier', (s, r) => basement(s, r, false)],
  ['Bike parking', (s, r) => mechScene(s, r, 'bike', 'morning')],
  ['Puzzle parking at dusk', (s, r) => mechScene(s, r, 'puzzle', 'dusk')],
  ['Dashboard', dashboardScene],
  ['Car park at night', (s, r) => carParkStreet(s, r, 'night', 4)],
];

const EVENTS: readonly [string, Draw][] = [
  ['Trade expo stall', expoStall],
  ['Product launch stage', launchStage],
  ['Customer meet', customerMeet],
  ['CSR tree plantation', treePlantation],
];

/** Camera set-ups for the six photos of each event: zoom, focus x, focus y, mirrored. */
const SHOTS: readonly (readonly [number, number, number, boolean])[] = [
  [1, 0.5, 0.5, false],
  [1.4, 0.25, 0.75, true],
  [1.6, 0.75, 0.6, false],
  [1.3, 0.5, 0.95, true],
  [1.8, 0.45, 0.4, false],
  [1.15, 0.6, 0.5, true],
];

export const DEMO_ART: readonly ArtSpec[] = [
  demo('parking-mall', WIDE, 'Mall parking', (s, r) => frontage(s, r, 'morning', 'mall')),
  demo('parking-airport', WIDE, 'Airport parking', (s, r) =>
    entryLane(s, r, { tod: 'day', facade: 'airport', armAngle: 70, fastag: true, kiosk: false }),
  ),
  demo('parking-hospital', WIDE, 'Hospital parking', (s, r) => frontage(s, r, 'day', 'hospital')),
  demo('parking-corporate', WIDE, 'Corporate parking', (s, r) => frontage(s, r, 'dusk', 'office')),
  demo('parking-residential', WIDE, 'Residential parking', (s, r) =>
    campusEntrance(s, r, 'day', true),
  ),
  demo('parking-railway', WIDE, 'Railway parking', (s, r) => stationForecourt(s, r, 'dusk')),
  ...Object.entries(SITES).flatMap(([service, draws]) =>
    draws.map((draw, i) => demo(`site-${service}-${i + 1}`, CARD, `${service} parking site`, draw)),
  ),
  ...BLOGS.map(([title, draw], i) => demo(`blog-${pad(i + 1)}`, WIDE, title, draw)),
  ...BLOG_EXTRAS.map(([title, draw], i) => demo(`blog-extra-${pad(i + 1)}`, WIDE, title, draw)),
  ...EVENTS.map(([title, draw], i) => demo(`event-${pad(i + 1)}`, WIDE, title, draw)),
  ...Array.from({ length: 24 }, (_, i) => {
    const [title, draw] = EVENTS[Math.floor(i / 6)] ?? EVENTS[0] ?? ['Event', expoStall];
    const [factor, fx, fy, mirror] = SHOTS[i % SHOTS.length] ?? [1, 0.5, 0.5, false];
    // The expo stall carries a "P" sign, so it is never mirrored.
    const shot = camera(draw, factor, fx, fy, mirror && i >= 6);
    return demo(`event-photo-${pad(i + 1)}`, CARD, `${title}, photo ${(i % 6) + 1}`, shot);
  }),
  ...VIDEOS.map((v) => demo(v.id, WIDE, v.caption, (s, r) => v.frames[0]?.(s, r) ?? '')),
];
