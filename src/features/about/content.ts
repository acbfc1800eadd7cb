import type { ImageName } from '@/generated/images';

/**
 * D22: the people on the About page are demo content (fictional names, illustrated
 * portraits and placeholder profile addresses); `demo: true` marks them so real people can
 * replace them before launch. Roles and bios are translated under `about.team.members.<id>`.
 */
export const chiefExecutive = {
  name: 'Arvind Kulkarni',
  image: 'ceoPortrait',
  demo: true,
} as const satisfies { name: string; image: ImageName; demo: boolean };

export const teamMembers = [
  {
    id: 'technology',
    name: 'Meera Iyer',
    image: 'team1',
    profileUrl: 'https://www.linkedin.com/in/example-meera-iyer',
    demo: true,
  },
  {
    id: 'operations',
    name: 'Rohan Deshpande',
    image: 'team2',
    profileUrl: 'https://www.linkedin.com/in/example-rohan-deshpande',
    demo: true,
  },
  {
    id: 'design',
    name: 'Ananya Rao',
    image: 'team3',
    profileUrl: 'https://www.linkedin.com/in/example-ananya-rao',
    demo: true,
  },
  {
    id: 'customers',
    name: 'Kabir Malhotra',
    image: 'team4',
    profileUrl: 'https://www.linkedin.com/in/example-kabir-malhotra',
    demo: true,
  },
] as const satisfies readonly {
  id: string;
  name: string;
  image: ImageName;
  profileUrl: string;
  demo: boolean;
}[];

/** Life at the company: alt texts under `about.life.photos.<key>`. */
export const lifePhotos = [
  { key: 'workshop', image: 'life1' },
  { key: 'siteSurvey', image: 'life2' },
  { key: 'teamLunch', image: 'life3' },
  { key: 'hackathon', image: 'life4' },
] as const satisfies readonly { key: string; image: ImageName }[];

/** Group companies (demo addresses on example.com, D22); the logo's alt is the company name. */
export const groupCompanies = [
  { name: 'ParkNova Mobility', image: 'group1', url: 'https://example.com/parknova-mobility' },
  { name: 'ParkNova Systems', image: 'group2', url: 'https://example.com/parknova-systems' },
  { name: 'CampusCare Labs', image: 'group3', url: 'https://example.com/campuscare-labs' },
  { name: 'GateWise Automation', image: 'group4', url: 'https://example.com/gatewise-automation' },
] as const satisfies readonly { name: string; image: ImageName; url: string }[];

/** Certification badges: alt texts under `about.certifications.items.<key>`. */
export const certifications = [
  { key: 'iso9001', image: 'cert1' },
  { key: 'iso27001', image: 'cert2' },
  { key: 'ce', image: 'cert3' },
  { key: 'makeInIndia', image: 'cert4' },
] as const satisfies readonly { key: string; image: ImageName }[];
