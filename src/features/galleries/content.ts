/**
 * The static galleries (spec "Static gallery pages", D5) and the gallery hub's cards (D6).
 * Headings come from galleries.json; site names are place names and stay as written in
 * every language (D25). Nothing here calls the server.
 */
import { paths } from '@/config/paths';
import { images, type ImageAsset } from '@/generated/images';

export type GalleryId = 'mall' | 'residential' | 'truck' | 'railway' | 'holy' | 'business';

export interface GallerySite {
  name: string;
  photos: readonly ImageAsset[];
}

export interface StaticGallery {
  id: GalleryId;
  path: string;
  /** A wide picture under the heading (the residential gallery has one). */
  banner?: ImageAsset;
  sites: readonly GallerySite[];
  /** The picture on this gallery's card in the hub. */
  cover: ImageAsset;
}

const site = (name: string, ...photos: ImageAsset[]): GallerySite => ({ name, photos });

export const staticGalleries: readonly StaticGallery[] = [
  {
    id: 'mall',
    path: paths.mall,
    sites: [
      site('City One Mall, Pimpri-Pune', images.galleryCityOneMall),
      site('Creaticity Mall, Yerwada-Pune', images.galleryCreaticityMall),
    ],
    cover: images.galleryCityOneMall,
  },
  {
    id: 'residential',
    path: paths.residential,
    banner: images.residentialBanner,
    sites: [
      site(
        'Green Valley Residency, Pune',
        images.residential1,
        images.residential2,
        images.residential3,
      ),
    ],
    cover: images.residential1,
  },
  {
    id: 'truck',
    path: paths.truck,
    sites: [site('Jagatpur Truck Terminal', images.galleryJagatpurTruck)],
    cover: images.galleryJagatpurTruck,
  },
  {
    id: 'railway',
    path: paths.railway,
    sites: [site('Charbaug Railway Station, Lucknow', images.galleryCharbaugRailway)],
    cover: images.galleryCharbaugRailway,
  },
  {
    id: 'holy',
    path: paths.holy,
    sites: [
      site('Ayodhya Fatik Shila Parking', images.galleryFatikShila),
      site('Ayodhya Ramkatha Kacchi Parking', images.galleryRamkathaKacchi),
      site('Ayodhya Ramkatha Pakki Parking', images.galleryRamkathaPakki),
    ],
    cover: images.galleryFatikShila,
  },
  {
    id: 'business',
    path: paths.business,
    sites: [site('Sunrise Apartment', images.gallerySunriseApartment)],
    cover: images.gallerySunriseApartment,
  },
];

/**
 * The blocks of a gallery: consecutive sites of one photo each share one grid of headed tiles
 * (the holy places' three sites stand in one row); a site of several photos, or a site of one
 * alone, is a set of its own (D44, docs/page-design.md "One picture grid").
 */
export function siteBlocks(sites: readonly GallerySite[]): GallerySite[][] {
  const blocks: GallerySite[][] = [];
  for (const site of sites) {
    const last = blocks[blocks.length - 1];
    const single = site.photos.length === 1;
    if (single && last?.every((other) => other.photos.length === 1)) last.push(site);
    else blocks.push([site]);
  }
  return blocks;
}

/** The hub's last card leads to the events (D6). */
export const eventsHubCard = { path: paths.events, cover: images.galleryEvents } as const;

/** The gallery a URL shows; routes match case-insensitively and with a trailing slash. */
export function galleryForPath(pathname: string): StaticGallery | undefined {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '');
  return staticGalleries.find((gallery) => gallery.path === normalised);
}
