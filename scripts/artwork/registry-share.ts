/** The share image of every main section (src/config/shareImages.ts): assets/share/<section>.svg,
 * rasterised to public/images/share/<section>.jpg by `npm run images`. Each reuses the scene of
 * its section's banner, so a shared link looks like the page it opens. */
import type { ShareSection } from '@/config/shareImages';
import { aerialLot, blueprint } from './scenes/aerial';
import { cityMap, deskFlatlay, helpDesk, networkCity, officeGroup } from './scenes/banners';
import { SHARE, type ArtSpec, type Draw } from './scenes/base';
import { expoStall } from './scenes/events';
import { shareCard } from './scenes/share';
import { carParkStreet, frontage } from './scenes/streets';

/** A Record, so a section added to the site without artwork fails the type check. */
const SCENES: Record<ShareSection, { title: string; draw: Draw }> = {
  home: { title: 'Multi-level car park at dusk', draw: (s, r) => carParkStreet(s, r, 'dusk', 5) },
  about: { title: 'Our office', draw: (s, r) => frontage(s, r, 'morning', 'office') },
  solutions: {
    title: 'Smart parking lot from above',
    draw: (s, r) => aerialLot(s, r, { sensors: true, ev: true, tilt: -6, blocks: 2, cols: 14 }),
  },
  galleries: { title: 'Mall and its car park', draw: (s, r) => frontage(s, r, 'day', 'mall') },
  careers: { title: 'Our team', draw: officeGroup },
  contact: { title: 'City map with our offices', draw: cityMap },
  partners: { title: 'Partner network over the city', draw: networkCity },
  blog: { title: 'Desk with laptop and notebook', draw: deskFlatlay },
  events: { title: 'Exhibition stall', draw: expoStall },
  support: { title: 'Help desk', draw: helpDesk },
  legal: { title: 'Parking lot design drawing', draw: blueprint },
};

export const SHARE_ART: readonly ArtSpec[] = Object.entries(SCENES).map(
  ([name, { title, draw }]) => ({
    dir: 'share',
    name,
    size: SHARE,
    title: `ParkNova: ${title}`,
    draw: shareCard(draw),
  }),
);
