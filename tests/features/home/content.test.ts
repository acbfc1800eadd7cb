import { images } from '@/generated/images';
import {
  benefits,
  heroImages,
  HERO_IMAGE_COUNT,
  HERO_INTERVAL_MS,
  partners,
  PARTNER_AUTOPLAY_MS,
  PARTNER_TRANSITION_MS,
  slides,
  solutions,
  topics,
} from '@/features/home/content';

describe('home content (spec sections 2 and 9)', () => {
  it('uses the spec constants', () => {
    expect(HERO_IMAGE_COUNT).toBe(6);
    expect(HERO_INTERVAL_MS).toBe(3000);
    expect(PARTNER_AUTOPLAY_MS).toBe(2000);
    expect(PARTNER_TRANSITION_MS).toBe(400);
  });

  it('has the spec counts of every list', () => {
    expect(heroImages).toHaveLength(HERO_IMAGE_COUNT);
    expect(slides.map((slide) => slide.key)).toEqual(['parking', 'campus']);
    expect(topics).toHaveLength(6);
    expect(solutions.map((item) => item.key)).toEqual([
      'parking',
      'campus',
      'mechanised',
      'warehouse',
    ]);
    expect(benefits).toHaveLength(3);
    expect(partners).toHaveLength(8);
  });

  it('points every entry at a generated image that exists', () => {
    const names = [heroImages, slides, topics, solutions, partners].flatMap((list) =>
      list.map((entry) => entry.image),
    );
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(images[name].src).toMatch(/^\/images\//);
  });
});
