/** The six support videos: caption and 3-4 frames each. Shared by the poster artwork
 * (assets/demo/video-0N.svg) and by videos.ts, which turns the frames into MP4 files. The
 * caption is the poster's SVG title only, never drawn into a picture: a video's title is the
 * page's text, in the visitor's language, outside the player (D44). */
import { C } from './lib/palette';
import { camera, type Draw } from './scenes/base';
import { dashboardScene, maintenance, phoneOverStreet, phonesScene } from './scenes/product';
import { society, warehouseDocks } from './scenes/places';
import { campusEntrance, entryLane } from './scenes/streets';

export type FrameDraw = Draw;

export interface VideoSpec {
  id: string;
  caption: string;
  frames: readonly FrameDraw[];
}

export const VIDEOS: readonly VideoSpec[] = [
  {
    id: 'video-01',
    caption: 'Installing the boom barrier',
    frames: [
      maintenance,
      (s, r) => entryLane(s, r, { tod: 'day', facade: 'office', armAngle: 0 }),
      (s, r) => entryLane(s, r, { tod: 'day', facade: 'office', armAngle: 75 }),
    ],
  },
  {
    id: 'video-02',
    caption: 'Registering a vehicle in CampusCare',
    frames: [
      (s, r) => phonesScene(s, r, ['campus'], C.tealDark),
      (s, r) => phonesScene(s, r, ['vehicle'], C.tealDark),
      (s, r) => campusEntrance(s, r, 'day', true),
    ],
  },
  {
    id: 'video-03',
    caption: 'Reading the occupancy dashboard',
    frames: [
      dashboardScene,
      camera(dashboardScene, 1.8, 0.3, 0.45),
      camera(dashboardScene, 1.8, 0.75, 0.8),
      camera(dashboardScene, 1.7, 0.5, 0.15),
    ],
  },
  {
    id: 'video-04',
    caption: 'Topping up a FASTag wallet at the exit',
    frames: [
      (s, r) =>
        entryLane(s, r, {
          tod: 'dusk',
          facade: 'carpark',
          armAngle: 0,
          fastag: true,
          kiosk: false,
        }),
      (s, r) => phoneOverStreet(s, r, 'wallet'),
      (s, r) =>
        entryLane(s, r, {
          tod: 'dusk',
          facade: 'carpark',
          armAngle: 75,
          fastag: true,
          kiosk: false,
        }),
    ],
  },
  {
    id: 'video-05',
    caption: 'Adding a guard in the guard app',
    frames: [
      (s, r) => campusEntrance(s, r, 'morning', false),
      (s, r) => phonesScene(s, r, ['guards'], C.navy2),
      (s, r) => society(s, r, 'morning', 0),
    ],
  },
  {
    id: 'video-06',
    caption: 'Booking a dock slot at the warehouse gate',
    frames: [
      (s, r) => warehouseDocks(s, r, 'day', true),
      (s, r) => phonesScene(s, r, ['dock'], C.navy3),
      (s, r) => warehouseDocks(s, r, 'day', false),
    ],
  },
];
