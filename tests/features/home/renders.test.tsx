import { screen, waitFor, within } from '@testing-library/react';
import { renders } from '../../utils/renderTracker';
import { renderRoute } from '../../utils/renderWithProviders';

// D46: a gesture renders what it changes (docs/performance.md has the timings).
describe('home render scope', () => {
  it('choosing a What-we-do topic renders that section, not the page or its carousels', async () => {
    const { user } = await renderRoute('/');
    const topic = await screen.findByRole('button', { name: 'Smart parking' }, { timeout: 5000 });
    const rendered = await renders(() => user.click(topic));
    expect(topic).toHaveAttribute('aria-pressed', 'true');
    expect(rendered).toContain('TopicDetail');
    for (const other of [
      'HomePage',
      'HomeHero',
      'FeatureSlides',
      'OurSolutions',
      'PartnerCarousel',
      'DemoVideo',
      'Benefits',
    ]) {
      expect(rendered).not.toContain(other);
    }
  });

  it('another topic renders the card it leaves, the card it takes and the detail, no more', async () => {
    const { user } = await renderRoute('/');
    const first = await screen.findByRole('button', { name: 'Smart parking' }, { timeout: 5000 });
    await user.click(first);
    const second = screen.getByRole('button', { name: 'Parking lot design' });
    const rendered = await renders(() => user.click(second));
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(rendered.filter((name) => name === 'TopicCard')).toHaveLength(2);
    expect(rendered).toContain('TopicDetail');
    for (const other of ['WhatWeDo', 'HeadedSection', 'HomePage']) {
      expect(rendered).not.toContain(other);
    }
  });
});

describe('home hero render scope', () => {
  const heroRegion = () =>
    screen.findByRole(
      'region',
      { name: "Smarter parking for India's busiest places" },
      { timeout: 5000 },
    );

  it('an arrow renders the pictures and the position line, not the hero or the page', async () => {
    const { user } = await renderRoute('/');
    const hero = await heroRegion();
    const next = within(hero).getByRole('button', { name: 'Show next image' });
    // The pointer arrives first (a hover pauses the hero): that renders no picture either.
    const hovered = await renders(() => user.hover(next));
    const stepped = await renders(() => user.click(next));
    expect(within(hero).getByText('Slide 2 of 6')).toBeInTheDocument();
    expect(stepped).toContain('HeroBackdrop');
    for (const rendered of [hovered, stepped]) {
      for (const other of [
        'HomePage',
        'HomeHero',
        'StepButtons',
        'AutoplayToggle',
        'FeatureSlides',
      ]) {
        expect(rendered).not.toContain(other);
      }
    }
    expect(hovered).not.toContain('HeroBackdrop');
  });

  it('the pause button renders itself, not the hero, its pictures or its arrows', async () => {
    const { user } = await renderRoute('/');
    const pause = within(await heroRegion()).getByRole('button', {
      name: 'Pause automatic scrolling',
    });
    const pressed = await renders(() => user.click(pause));
    expect(pause).toHaveAccessibleName('Resume automatic scrolling');
    expect(pressed).toContain('AutoplayToggle');
    for (const other of ['HomePage', 'HomeHero', 'HeroBackdrop', 'StepButtons']) {
      expect(pressed).not.toContain(other);
    }
  });
});

describe('featured solutions render scope', () => {
  it('an arrow renders the track, not the section, its arrows or the slides inside', async () => {
    const { user } = await renderRoute('/');
    const section = await screen.findByRole(
      'region',
      { name: 'One platform for parking and campus life' },
      { timeout: 5000 },
    );
    const slides = within(section).getByRole('list', { name: 'Featured solutions' });
    const shown = () =>
      within(slides)
        .getAllByRole('listitem')
        .filter((slide) => !slide.hasAttribute('inert'));
    expect(shown()[0]).toHaveAccessibleName('1 of 2');
    const stepped = await renders(() =>
      user.click(within(section).getByRole('button', { name: 'Next slide' })),
    );
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toHaveAccessibleName('2 of 2');
    expect(stepped).toContain('SlidesTrack');
    for (const other of [
      'HomePage',
      'FeatureSlides',
      'StepButtons',
      'SlideBody',
      'ResponsiveImage',
    ]) {
      expect(stepped).not.toContain(other);
    }
  });
});

describe('partner logos render scope', () => {
  const partnerSection = () =>
    screen.findByRole('region', { name: 'Trusted by our partners' }, { timeout: 5000 });

  it('the pause button renders itself, not the carousel, the logos or the page', async () => {
    const { user } = await renderRoute('/');
    const section = await partnerSection();
    const pause = within(section).getByRole('button', { name: 'Pause automatic scrolling' });
    const pressed = await renders(() => user.click(pause));
    expect(pause).toHaveAccessibleName('Resume automatic scrolling');
    expect(pressed).toContain('AutoplayToggle');
    for (const other of [
      'HomePage',
      'PartnerCarousel',
      'PartnerTrack',
      'PartnerLogo',
      'ResponsiveImage',
    ]) {
      expect(pressed).not.toContain(other);
    }
  });

  it('a step of its own renders the track, not its logos, heading or button', async () => {
    await renderRoute('/');
    const logos = within(await partnerSection()).getByRole('group', { name: 'Partner logos' });
    const first = () => within(logos).getAllByRole('img')[0]?.getAttribute('alt');
    const before = first();
    const stepped = await renders(() =>
      waitFor(() => expect(first()).not.toBe(before), { timeout: 4000 }),
    );
    expect(stepped).toContain('PartnerTrack');
    for (const other of [
      'HomePage',
      'PartnerCarousel',
      'AutoplayToggle',
      'PartnerLogo',
      'ResponsiveImage',
    ]) {
      expect(stepped).not.toContain(other);
    }
  });
});
