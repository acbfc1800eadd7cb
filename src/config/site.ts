/**
 * D22: offices, contact details and outside links live here and nowhere else (the brand's
 * names in brand.ts beside it, which every page's chrome needs at start).
 * Every address, number and e-mail below is demo data: numbers use the unallocated
 * "0000" exchange and mail goes to example.com, so nothing reaches a real person.
 */

/** An Indian postal address in parts, so structured data can name the city and pincode. */
export interface PostalAddress {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
}

/** The address as a visitor reads it: "street, city, state pincode, India". */
export function formatAddress(address: PostalAddress): string {
  const { streetAddress, addressLocality, addressRegion, postalCode } = address;
  return `${streetAddress}, ${addressLocality}, ${addressRegion} ${postalCode}, India`;
}

const headOffice: PostalAddress = {
  streetAddress: 'Office 501, Baner Business Bay, Baner Road',
  addressLocality: 'Pune',
  addressRegion: 'Maharashtra',
  postalCode: '411045',
};

/**
 * The company's own time zone. Dates it publishes (a blog post's date) are calendar dates in
 * its offices, the same for every visitor, not shifted to the visitor's clock (D23).
 */
export const PUBLISHER_TIME_ZONE = 'Asia/Kolkata';

export const salesContact = {
  email: 'sales@example.com',
  phone: '+91 20 0000 0100',
  address: formatAddress(headOffice),
} as const;

export interface Office {
  /** Key under `contact.offices` in the translation files. */
  id: 'pune' | 'mumbai' | 'chennai' | 'lucknow' | 'ncr';
  postalAddress: PostalAddress;
  /** formatAddress(postalAddress), as shown on the office card. */
  address: string;
  email: string;
  phone: string;
  latitude: number;
  longitude: number;
}

function office(details: Omit<Office, 'address'>): Office {
  return { ...details, address: formatAddress(details.postalAddress) };
}

export const offices: readonly Office[] = [
  office({
    id: 'pune',
    postalAddress: headOffice,
    email: 'corporate@example.com',
    phone: salesContact.phone,
    latitude: 18.5603,
    longitude: 73.7769,
  }),
  office({
    id: 'mumbai',
    postalAddress: {
      streetAddress: 'Unit 12, Andheri Kurla Road, Andheri East',
      addressLocality: 'Mumbai',
      addressRegion: 'Maharashtra',
      postalCode: '400059',
    },
    email: 'mumbai@example.com',
    phone: '+91 22 0000 0200',
    latitude: 19.1136,
    longitude: 72.8697,
  }),
  office({
    id: 'chennai',
    postalAddress: {
      streetAddress: '3rd Floor, Anna Salai, Teynampet',
      addressLocality: 'Chennai',
      addressRegion: 'Tamil Nadu',
      postalCode: '600018',
    },
    email: 'chennai@example.com',
    phone: '+91 44 0000 0300',
    latitude: 13.0418,
    longitude: 80.2341,
  }),
  office({
    id: 'lucknow',
    postalAddress: {
      streetAddress: 'Suite 7, Vibhuti Khand, Gomti Nagar',
      addressLocality: 'Lucknow',
      addressRegion: 'Uttar Pradesh',
      postalCode: '226010',
    },
    email: 'lucknow@example.com',
    phone: '+91 522 0000 400',
    latitude: 26.8605,
    longitude: 81.0033,
  }),
  office({
    id: 'ncr',
    postalAddress: {
      streetAddress: 'Tower B, Sector 44',
      addressLocality: 'Gurgaon',
      addressRegion: 'Haryana',
      postalCode: '122003',
    },
    email: 'ncr@example.com',
    phone: '+91 124 0000 500',
    latitude: 28.4503,
    longitude: 77.0723,
  }),
];

/** Telephone URI for a display number ("+91 20 0000 0100" -> "tel:+912000000100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The map provider's origin: the only frame the site embeds, so the Content-Security-Policy's
 * frame-src (scripts/hosting/securityHeaders.ts) is made from this value too (D34).
 */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

export function mapEmbedUrl(office: Office): string {
  const { latitude: lat, longitude: lon } = office;
  const bbox = [lon - 0.01, lat - 0.006, lon + 0.01, lat + 0.006].map((n) => n.toFixed(4));
  return `${MAP_ORIGIN}/export/embed.html?bbox=${bbox.join('%2C')}&layer=mapnik&marker=${lat}%2C${lon}`;
}

export function mapLinkUrl(office: Office): string {
  const { latitude: lat, longitude: lon } = office;
  return `${MAP_ORIGIN}/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

export type SocialNetwork = 'linkedin' | 'facebook' | 'instagram' | 'youtube' | 'x';

export const socialLinks: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/example' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/example' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/example' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@example' },
  { network: 'x', label: 'X', href: 'https://x.com/example' },
];

export const storeLinks = {
  android: 'https://play.google.com/store/apps/details?id=com.example.parknova',
  ios: 'https://apps.apple.com/app/id0000000000',
} as const;
