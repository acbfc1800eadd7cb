/** Every raster artwork of the site manifest (assets/images/<name>.svg), with the scene that
 * draws it. File names are kebab-case; the manifest key is their camelCase form. */
import { C } from './lib/palette';
import { portrait, type PortraitSpec } from './elements/portrait';
import { aerialLot, blueprint, dirtLot, drawingToLot, truckTerminal } from './scenes/aerial';
import { cityMap, deskFlatlay, helpDesk, networkCity, officeGroup } from './scenes/banners';
import { CARD, HERO, SMALL_SQUARE, SQUARE, type ArtSpec, type Size } from './scenes/base';
import { expoStall, siteSurvey, teamLunch } from './scenes/events';
import {
  heroBasement,
  heroCampusGate,
  heroCarPark,
  heroEntryLane,
  heroFastag,
  heroTower,
} from './scenes/heroes';
import { basement, hackathon, workshop } from './scenes/indoor';
import { mechScene } from './scenes/mechanised';
import { society, stationForecourt, templeParking, warehouseDocks } from './scenes/places';
import {
  construction,
  dashboardScene,
  dataInsights,
  endToEnd,
  maintenance,
  phonesScene,
  reportScene,
} from './scenes/product';
import { campusEntrance, entryLane, frontage } from './scenes/streets';
import type { Rng } from './lib/rng';

const img = (
  name: string,
  size: Size,
  title: string,
  draw: (s: Size, r: Rng) => string,
): ArtSpec => ({ dir: 'images', name, size, title, draw });

function face(name: string, size: Size, spec: PortraitSpec): ArtSpec {
  return img(
    name,
    size,
    'Illustrated portrait (fictional)',
    (s, r) => `<g transform="scale(${s.w / 640})">${portrait(spec, r, name)}</g>`,
  );
}

export const IMAGE_ART: readonly ArtSpec[] = [
  // Drawn for the headline over them: the subject in the right 40 %, the phones' crop
  // (scenes/heroes.ts).
  img('hero-parking-1', HERO, 'Multi-level car park at dusk', heroCarPark),
  img('hero-parking-2', HERO, 'Boom barrier with ANPR camera', heroEntryLane),
  img('hero-parking-3', HERO, 'FASTag lane', heroFastag),
  img('hero-parking-4', HERO, 'Occupancy guidance display', heroBasement),
  img('hero-parking-5', HERO, 'Residential campus gate', heroCampusGate),
  img('hero-parking-6', HERO, 'Mechanised parking tower', heroTower),
  img('slide-parking', HERO, 'Smart parking lot from above', (s, r) =>
    aerialLot(s, r, { sensors: true, ev: true, tilt: -6, blocks: 2, cols: 14 }),
  ),
  img('slide-campus', HERO, 'Residential campus', (s, r) => society(s, r, 'day', 2)),
  img('topic-smart-parking', CARD, 'Smart parking with bay sensors', (s, r) =>
    aerialLot(s, r, { sensors: true, tilt: 10, blocks: 1, cols: 8, zoom: 1.25 }),
  ),
  img('topic-lot-design', CARD, 'Parking lot design drawing', blueprint),
  img('topic-overview', CARD, 'From the drawing to the lot in use', drawingToLot),
  img('topic-infrastructure', CARD, 'Car park under construction', construction),
  img('topic-data-insights', CARD, 'Data insights', dataInsights),
  img('topic-end-to-end', CARD, 'End-to-end delivery', endToEnd),
  img('topic-commitment', CARD, 'Service and maintenance', maintenance),
  img('solution-parking', CARD, 'Parking management entry lane', (s, r) =>
    entryLane(s, r, { tod: 'day', facade: 'office', armAngle: 0 }),
  ),
  img('solution-campus', CARD, 'Campus gate', (s, r) => campusEntrance(s, r, 'day', false)),
  img('solution-mechanised', CARD, 'Mechanised parking', (s, r) =>
    mechScene(s, r, 'rotary', 'dusk'),
  ),
  img('solution-warehouse', CARD, 'Warehouse docks', (s, r) => warehouseDocks(s, r, 'day', false)),
  img('solution-smart-gate', CARD, 'Smart gate for trucks', (s, r) =>
    warehouseDocks(s, r, 'night', true),
  ),
  img('solution-dashboard', CARD, 'Parking dashboard', dashboardScene),
  img('solution-fastag-report', CARD, 'FASTag report', reportScene),
  img('app-promo', CARD, 'Two phones showing the apps', (s, r) =>
    phonesScene(s, r, ['campus', 'parking']),
  ),
  img('mech-tower', CARD, 'Tower parking', (s, r) => mechScene(s, r, 'tower')),
  img('mech-shuttle', CARD, 'Shuttle parking', (s, r) => mechScene(s, r, 'shuttle')),
  img('mech-stack-2-post', CARD, 'Two-post stack parking', (s, r) =>
    mechScene(s, r, 'stack2', 'morning'),
  ),
  img('mech-stack-4-post', CARD, 'Four-post stack parking', (s, r) => mechScene(s, r, 'stack4')),
  img('mech-pit-stack', CARD, 'Pit stack parking', (s, r) => mechScene(s, r, 'pit')),
  img('mech-puzzle', CARD, 'Puzzle parking', (s, r) => mechScene(s, r, 'puzzle', 'morning')),
  img('mech-rotary', CARD, 'Rotary parking', (s, r) => mechScene(s, r, 'rotary')),
  img('mech-bike', CARD, 'Two-tier bike parking', (s, r) => mechScene(s, r, 'bike')),
  img('about-hero', HERO, 'Our office', (s, r) => frontage(s, r, 'morning', 'office')),
  face('ceo-portrait', SQUARE, {
    hair: 'short',
    background: [C.navy3, C.navy],
    jacket: C.navy2,
    shirt: C.white,
    glasses: true,
    beard: false,
    grey: true,
  }),
  face('team-1', SMALL_SQUARE, {
    hair: 'long',
    background: [C.tealLight, C.teal],
    jacket: C.navy3,
    shirt: C.white,
    glasses: false,
    beard: false,
    grey: false,
  }),
  face('team-2', SMALL_SQUARE, {
    hair: 'crop',
    background: [C.amberLight, C.amber],
    jacket: C.greyDark,
    shirt: '#cfe6f3',
    glasses: false,
    beard: true,
    grey: false,
  }),
  face('team-3', SMALL_SQUARE, {
    hair: 'bun',
    background: ['#c9d6f2', C.navy3],
    jacket: C.teal,
    shirt: C.white,
    glasses: true,
    beard: false,
    grey: false,
  }),
  face('team-4', SMALL_SQUARE, {
    hair: 'curly',
    background: ['#d7ecd9', C.leaf],
    jacket: C.navy,
    shirt: C.amberLight,
    glasses: false,
    beard: false,
    grey: false,
  }),
  img('life-1', CARD, 'Workshop', workshop),
  img('life-2', CARD, 'Site survey', siteSurvey),
  img('life-3', CARD, 'Team lunch', teamLunch),
  img('life-4', CARD, 'Hackathon', hackathon),
  img('gallery-city-one-mall', CARD, 'City One Mall parking', (s, r) =>
    frontage(s, r, 'day', 'mall'),
  ),
  img('gallery-creaticity-mall', CARD, 'Creaticity Mall parking', (s, r) =>
    entryLane(s, r, { tod: 'night', facade: 'mall', armAngle: 60 }),
  ),
  img('gallery-sunrise-apartment', CARD, 'Sunrise Apartment parking', (s, r) =>
    society(s, r, 'morning', 1),
  ),
  img('gallery-fatik-shila', CARD, 'Fatik Shila parking', (s, r) =>
    templeParking(s, r, 'dusk', false),
  ),
  img('gallery-ramkatha-kacchi', CARD, 'Ramkatha unpaved parking', dirtLot),
  img('gallery-ramkatha-pakki', CARD, 'Ramkatha paved parking', (s, r) =>
    templeParking(s, r, 'day', true),
  ),
  img('gallery-jagatpur-truck', CARD, 'Jagatpur truck parking', truckTerminal),
  img('gallery-charbaug-railway', CARD, 'Charbagh railway station parking', (s, r) =>
    stationForecourt(s, r, 'day'),
  ),
  img('residential-banner', HERO, 'Residential parking', (s, r) => society(s, r, 'dusk', 0)),
  img('residential-1', CARD, 'Society parking with EV bays from above', (s, r) =>
    aerialLot(s, r, { sensors: false, ev: true, tilt: -10, blocks: 1, cols: 8, zoom: 1.15 }),
  ),
  img('residential-2', CARD, 'Society gate at dusk', (s, r) => campusEntrance(s, r, 'dusk', true)),
  img('residential-3', CARD, 'Basement parking', (s, r) => basement(s, r, false)),
  img('gallery-events', CARD, 'Events', expoStall),
  img('blog-hero', HERO, 'Blog', deskFlatlay),
  img('career-hero', HERO, 'Careers', officeGroup),
  img('contact-hero', HERO, 'Contact', cityMap),
  img('support-hero', HERO, 'Support', helpDesk),
  img('join-us-hero', HERO, 'Join us', networkCity),
];
