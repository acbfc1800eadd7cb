import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images, type ImageAsset } from '@/generated/images';
import { hydrate, imageByAlt, serverHtml } from '../utils/serverHtml';

const photo: ImageAsset = {
  src: '/images/entry-lane-960.webp',
  width: 960,
  height: 720,
  sources: [
    {
      type: 'image/avif',
      srcSet: '/images/entry-lane-320.avif 320w, /images/entry-lane-960.avif 960w',
    },
    {
      type: 'image/webp',
      srcSet: '/images/entry-lane-320.webp 320w, /images/entry-lane-960.webp 960w',
    },
  ],
};

function sourcesOf(img: HTMLElement): HTMLSourceElement[] {
  const picture = img.closest('picture');
  if (!picture) throw new Error('the image is not inside a <picture>');
  return Array.from(picture.querySelectorAll('source'));
}

describe('ResponsiveImage', () => {
  it('renders the alt text, intrinsic size and lazy, async loading', () => {
    render(<ResponsiveImage image={photo} alt="Entry lane with a boom barrier" />);

    const img = screen.getByRole('img', { name: 'Entry lane with a boom barrier' });
    expect(img).toHaveAttribute('src', '/images/entry-lane-960.webp');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('lists AVIF before WebP, each with its srcset and the given sizes', () => {
    render(
      <ResponsiveImage image={photo} alt="Entry lane" sizes="(max-width: 768px) 100vw, 480px" />,
    );

    const sources = sourcesOf(screen.getByRole('img', { name: 'Entry lane' }));
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', photo.sources[0]?.srcSet);
    expect(sources[1]).toHaveAttribute('srcset', photo.sources[1]?.srcSet);
    for (const source of sources) {
      expect(source).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 480px');
    }
  });

  it('puts the 3:4 crop first for tall screens, with its own slot width, when asked for', () => {
    const hero = images.heroParking1;
    const portrait = { media: '(max-aspect-ratio: 3/4)', sizes: 'calc(100vh * 3 / 4)' };
    render(<ResponsiveImage image={hero} alt="Hero" sizes="100vw" portrait={portrait} />);

    const sources = sourcesOf(screen.getByRole('img', { name: 'Hero' }));
    expect(sources.map((s) => [s.getAttribute('media'), s.getAttribute('type')])).toEqual([
      ['(max-aspect-ratio: 3/4)', 'image/avif'],
      ['(max-aspect-ratio: 3/4)', 'image/webp'],
      [null, 'image/avif'],
      [null, 'image/webp'],
    ]);
    expect(sources[1]).toHaveAttribute('srcset', hero.portrait.sources[1].srcSet);
    expect(sources[1]).toHaveAttribute('sizes', 'calc(100vh * 3 / 4)');
    expect(sources[1]?.getAttribute('srcset')).toContain('hero-parking-1-portrait-1440.webp 1440w');
    expect(sources[3]).toHaveAttribute('sizes', '100vw');
  });

  it('has no crop to offer for an image without one', () => {
    const portrait = { media: '(max-aspect-ratio: 3/4)', sizes: 'calc(100vh * 3 / 4)' };
    render(<ResponsiveImage image={photo} alt="Entry lane" portrait={portrait} />);
    const sources = sourcesOf(screen.getByRole('img', { name: 'Entry lane' }));
    expect(sources.every((source) => !source.hasAttribute('media'))).toBe(true);
  });

  it("loads the page's main image at once, at high priority, decoded with its paint", () => {
    render(<ResponsiveImage image={photo} alt="Hero" priority="main" />);

    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'sync');
  });

  it('loads above-the-fold images at once and later ones lazily at low priority', () => {
    render(
      <>
        <ResponsiveImage image={photo} alt="Card" priority="eager" />
        <ResponsiveImage image={photo} alt="Next slide" priority="later" />
      </>,
    );

    const card = screen.getByRole('img', { name: 'Card' });
    expect(card).toHaveAttribute('loading', 'eager');
    expect(card).toHaveAttribute('fetchpriority', 'auto');
    const later = screen.getByRole('img', { name: 'Next slide' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('fetchpriority', 'low');
  });

  it('renders a vector logo from the manifest as a plain SVG image without sources', () => {
    render(<ResponsiveImage image={images.partner1} alt="Metro Realty" />);

    const img = screen.getByRole('img', { name: 'Metro Realty' });
    expect(img).toHaveAttribute('src', '/images/partner-1.svg');
    expect(sourcesOf(img)).toHaveLength(0);
  });

  it('renders a manifest illustration with its intrinsic size and AVIF first', () => {
    const hero = images.heroParking1;
    render(<ResponsiveImage image={hero} alt="Multi-level car park at dusk" />);

    const img = screen.getByRole('img', { name: 'Multi-level car park at dusk' });
    expect(img).toHaveAttribute('width', String(hero.width));
    expect(img).toHaveAttribute('height', String(hero.height));
    expect(sourcesOf(img).at(-1)).toHaveAttribute('type', 'image/webp');
    expect(sourcesOf(img)[0]).toHaveAttribute('type', hero.sources[0].type);
  });

  describe('in the prerendered HTML', () => {
    const page = (
      <>
        <ResponsiveImage image={photo} alt="Hero" priority="main" />
        <ResponsiveImage image={photo} alt="Card" priority="eager" />
        <ResponsiveImage image={photo} alt="Team" />
        <ResponsiveImage image={photo} alt="Next slide" priority="later" />
      </>
    );

    it('gives files only to the images wanted at once, and a <noscript> copy to the others', () => {
      const container = serverHtml(page);

      expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', photo.src);
      expect(screen.getByRole('img', { name: 'Card' })).toHaveAttribute('src', photo.src);
      for (const name of ['Team', 'Next slide']) {
        // Its place is kept, unseen and unannounced until the file comes.
        expect(screen.queryByRole('img', { name })).toBeNull();
        const waiting = imageByAlt(container, name);
        expect(waiting).not.toHaveAttribute('src');
        expect(sourcesOf(waiting)).toHaveLength(0);
        expect(waiting).toHaveAttribute('width', '960');
        expect(waiting).toHaveAttribute('height', '720');
      }
      const copies = Array.from(container.querySelectorAll('noscript'), (node) => node.innerHTML);
      expect(copies).toHaveLength(2);
      for (const copy of copies) {
        expect(copy).toContain(`src="${photo.src}"`);
        expect(copy).toContain(photo.sources[0]?.srcSet);
      }
      container.remove();
    });

    it('gives the waiting images their files once the app has hydrated the page', () => {
      const container = serverHtml(page);
      const team = imageByAlt(container, 'Team');
      const problems = jest.spyOn(console, 'error');

      hydrate(container, page);

      expect(problems).not.toHaveBeenCalled();
      // The same element, now with its file and sources, and no <noscript> left.
      expect(screen.getByRole('img', { name: 'Team' })).toBe(team);
      expect(team).toHaveAttribute('src', photo.src);
      expect(team).toHaveAttribute('loading', 'lazy');
      expect(sourcesOf(team)).toHaveLength(2);
      expect(container.querySelector('noscript')).toBeNull();
      container.remove();
    });
  });

  describe('a picture that is the largest paint on some screens only (largestOn)', () => {
    const PHONES = '(max-width: 648px)';
    const hints = () => Array.from(document.head.querySelectorAll('link[rel="preload"]'));
    afterEach(() => {
      document.head.replaceChildren();
    });

    it('is asked for with high priority where the query holds: its AVIF, at its own sizes', () => {
      render(
        <ResponsiveImage
          image={photo}
          alt="Entry lane"
          sizes="(max-width: 600px) 100vw, 600px"
          priority="eager"
          largestOn={PHONES}
        />,
      );

      expect(hints()).toHaveLength(1);
      const [hint] = hints();
      expect(hint).toHaveAttribute('as', 'image');
      expect(hint).toHaveAttribute('type', 'image/avif');
      expect(hint).toHaveAttribute('imagesrcset', photo.sources[0]?.srcSet);
      expect(hint).toHaveAttribute('imagesizes', '(max-width: 600px) 100vw, 600px');
      expect(hint).toHaveAttribute('fetchpriority', 'high');
      expect(hint).toHaveAttribute('media', PHONES);
      // The <img> itself keeps its priority: on other screens it is not the largest paint.
      expect(screen.getByRole('img', { name: 'Entry lane' })).toHaveAttribute(
        'fetchpriority',
        'auto',
      );
    });

    it('is not asked for ahead of the HTML without it', () => {
      render(<ResponsiveImage image={photo} alt="Entry lane" priority="eager" />);

      expect(hints()).toHaveLength(0);
    });
  });
});
