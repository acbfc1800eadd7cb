import type { ImageName } from '@/generated/images';

/** Spec section 9: the hero cycles over 6 images every 3000 ms. */
export const HERO_IMAGE_COUNT = 6;
export const HERO_INTERVAL_MS = 3000;

/** Spec section 9: partner logos autoplay every 2000 ms with a 400 ms slide. */
export const PARTNER_AUTOPLAY_MS = 2000;
export const PARTNER_TRANSITION_MS = 400;

/** Hero backgrounds; `key` names the alt text under `home.hero.images`. */
export const heroImages = [
  { key: 'multiLevel', image: 'heroParking1' },
  { key: 'anprBarrier', image: 'heroParking2' },
  { key: 'fastagLane', image: 'heroParking3' },
  { key: 'guidanceDisplay', image: 'heroParking4' },
  { key: 'campusGate', image: 'heroParking5' },
  { key: 'mechanisedTower', image: 'heroParking6' },
] as const satisfies readonly { key: string; image: ImageName }[];

/** The two-slide carousel; texts under `home.slides.<key>`. */
export const slides = [
  { key: 'parking', image: 'slideParking' },
  { key: 'campus', image: 'slideCampus' },
] as const satisfies readonly { key: string; image: ImageName }[];

/** What we do: six topics; texts under `home.topics.items.<id>`. */
export const topics = [
  { id: 'smartParking', image: 'topicSmartParking' },
  { id: 'lotDesign', image: 'topicLotDesign' },
  { id: 'infrastructure', image: 'topicInfrastructure' },
  { id: 'dataInsights', image: 'topicDataInsights' },
  { id: 'endToEnd', image: 'topicEndToEnd' },
  { id: 'commitment', image: 'topicCommitment' },
] as const satisfies readonly { id: string; image: ImageName }[];

export type TopicId = (typeof topics)[number]['id'];

/** Our Solutions: texts under `home.solutions.items.<key>`. */
export const solutions = [
  { key: 'parking', image: 'solutionParking' },
  { key: 'campus', image: 'solutionCampus' },
  { key: 'mechanised', image: 'solutionMechanised' },
  { key: 'warehouse', image: 'solutionWarehouse' },
] as const satisfies readonly { key: string; image: ImageName }[];

/** Benefit cards: texts under `home.benefits.items.<key>`. */
export const benefits = ['fasterEntry', 'moreRevenue', 'saferSites'] as const;

/** Partner logos (demo companies); the logo's alt text is the company name. */
export const partners = [
  { name: 'Metro Realty', image: 'partner1' },
  { name: 'Apex Malls', image: 'partner2' },
  { name: 'Sahyadri Hospitals', image: 'partner3' },
  { name: 'BlueDock Logistics', image: 'partner4' },
  { name: 'Indus Campus', image: 'partner5' },
  { name: 'Konkan Rail Infra', image: 'partner6' },
  { name: 'Sunrise Homes', image: 'partner7' },
  { name: 'TechPark One', image: 'partner8' },
] as const satisfies readonly { name: string; image: ImageName }[];

/** The short product video in "See it in action" (demo media served from /demo). */
export const demoVideo = {
  src: '/demo/video-03.mp4',
  poster: '/demo/video-03.webp',
  width: 640,
  height: 360,
} as const;
