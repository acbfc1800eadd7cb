import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../utils/renderWithProviders';

const HERO_TITLE = "Smarter parking for India's busiest places";
const hero = () => within(screen.getByRole('region', { name: HERO_TITLE }));
const region = (name: string) => within(screen.getByRole('region', { name }));

/** The hero picture a visitor (and assistive tech) can see right now. */
const visibleHeroImage = () => hero().getByRole('img').getAttribute('alt');

/** Renders the home page with fake timers driving every interval and user-event delay. */
async function openHome() {
  jest.useFakeTimers();
  const view = await renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: HERO_TITLE });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...view, user };
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('/ (home)', () => {
  it('renders one h1 and the home title without missing translations', async () => {
    const warn = jest.spyOn(console, 'warn');
    await openHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('ParkNova | Smart parking and campus technology');
    expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/missing translation/i));
  });

  it('loads the first hero picture at once with high priority and the others lazily', async () => {
    await openHome();
    const pictures = hero().getAllByRole('img', { hidden: true });
    expect(pictures).toHaveLength(6);
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    for (const picture of pictures.slice(1)) expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('rotates the hero picture every 3 seconds and wraps after the sixth', async () => {
    await openHome();
    expect(hero().getByText('Slide 1 of 6')).toBeInTheDocument();
    expect(visibleHeroImage()).toBe('Multi-level car park lit up at dusk');
    advance(2999);
    expect(hero().getByText('Slide 1 of 6')).toBeInTheDocument();
    advance(1);
    expect(hero().getByText('Slide 2 of 6')).toBeInTheDocument();
    expect(visibleHeroImage()).toBe('Entry lane with a boom barrier and an ANPR camera');
    advance(4 * 3000);
    expect(visibleHeroImage()).toBe('Mechanised parking tower at dusk');
    advance(3000);
    expect(hero().getByText('Slide 1 of 6')).toBeInTheDocument();
  });

  it('steps back and forward with the arrows, wrapping both ways', async () => {
    const { user } = await openHome();
    await user.click(hero().getByRole('button', { name: 'Show previous image' }));
    expect(hero().getByText('Slide 6 of 6')).toBeInTheDocument();
    expect(visibleHeroImage()).toBe('Mechanised parking tower at dusk');
    await user.click(hero().getByRole('button', { name: 'Show next image' }));
    await user.click(hero().getByRole('button', { name: 'Show next image' }));
    expect(hero().getByText('Slide 2 of 6')).toBeInTheDocument();
  });

  it('the pause control stops the rotation and the play control resumes it (D20)', async () => {
    const { user } = await openHome();
    await user.click(hero().getByRole('button', { name: 'Pause automatic scrolling' }));
    // Move pointer and focus away, so only the control keeps it paused.
    await user.click(document.body);
    advance(9000);
    expect(hero().getByText('Slide 1 of 6')).toBeInTheDocument();
    await user.click(hero().getByRole('button', { name: 'Resume automatic scrolling' }));
    await user.click(document.body);
    advance(3000);
    expect(hero().getByText('Slide 2 of 6')).toBeInTheDocument();
  });

  it('pauses while the pointer is over the hero (D20)', async () => {
    const { user } = await openHome();
    await user.hover(hero().getByRole('heading', { level: 1 }));
    advance(6000);
    expect(hero().getByText('Slide 1 of 6')).toBeInTheDocument();
    await user.unhover(hero().getByRole('heading', { level: 1 }));
    advance(3000);
    expect(hero().getByText('Slide 2 of 6')).toBeInTheDocument();
  });

  it('goes on rotating after a finger taps it: a touch screen has no hover (D20)', async () => {
    const { user } = await openHome();
    // A tap on the title: no control takes the focus, and the browser's mouse events for the
    // tap leave the pointer "over" the hero until the next tap elsewhere.
    await user.pointer({ keys: '[TouchA]', target: hero().getByRole('heading', { level: 1 }) });
    advance(3000);
    expect(hero().getByText('Slide 2 of 6')).toBeInTheDocument();
  });

  it('does not rotate at all when reduced motion is preferred', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    window.matchMedia = (query: string) =>
      Object.assign(new EventTarget(), {
        matches: query.includes('reduce'),
        media: query,
      }) as unknown as MediaQueryList;
    try {
      await openHome();
      advance(9000);
      expect(hero().getByText('Slide 1 of 6')).toBeInTheDocument();
    } finally {
      if (original) Object.defineProperty(window, 'matchMedia', original);
    }
  });

  it('starts What we do with no topic chosen and replaces title, text and image on choice', async () => {
    const { user } = await openHome();
    const topics = region('What we do');
    const cards = within(topics.getByRole('list', { name: 'Topics' })).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Smart parking',
      'Parking lot design',
      'Infrastructure solutions',
      'Data driven insights',
      'End to end management',
      'Commitment and trust',
    ]);
    for (const card of cards) expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(
      topics.getByRole('heading', { name: 'From the first drawing to daily operation' }),
    ).toBeInTheDocument();
    // Before a choice (none at start, the spec) the panel shows real content, the whole path
    // from drawing to lot in use, not a dashed box asking for a choice (issue 59).
    expect(topics.getByRole('img')).toHaveAccessibleName(
      "A parking lot's design drawing turning into the built lot, busy with cars",
    );
    expect(topics.queryByText('Pick a topic above to see it here.')).not.toBeInTheDocument();

    await user.click(topics.getByRole('button', { name: 'Data driven insights' }));
    expect(topics.getByRole('button', { name: 'Data driven insights' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      topics.getByRole('heading', { name: 'Data driven insights for better decisions' }),
    ).toBeInTheDocument();
    expect(topics.getByText(/Dashboards and reports turn every entry/)).toBeInTheDocument();
    expect(topics.getByRole('img')).toHaveAccessibleName(
      'Charts and occupancy figures on an analytics dashboard',
    );

    await user.click(topics.getByRole('button', { name: 'Commitment and trust' }));
    expect(
      topics.getByRole('heading', { name: 'Commitment and trust, year after year' }),
    ).toBeInTheDocument();
    expect(topics.queryByText(/Dashboards and reports/)).not.toBeInTheDocument();
    expect(topics.getByRole('img')).toHaveAccessibleName('Technician servicing a parking barrier');
    expect(topics.getByRole('button', { name: 'Data driven insights' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('has two feature slides whose Learn more links and the Read more button go to /solution', async () => {
    await openHome();
    const slides = region('One platform for parking and campus life');
    // The slide out of view is hidden from assistive technology (aria-hidden and inert): it is
    // counted here all the same.
    const all = { hidden: true };
    expect(within(slides.getByRole('list')).getAllByRole('listitem', all)).toHaveLength(2);
    const learnMore = slides.getAllByRole('link', { name: /^Learn more/, ...all });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual(['/solution', '/solution']);
    expect(
      region('Our Solutions').getByRole('link', { name: 'Read more about our solutions' }),
    ).toHaveAttribute('href', '/solution');
  });

  it('the slide arrows show one slide at a time, wrapping at the ends', async () => {
    const { user } = await openHome();
    const slides = region('One platform for parking and campus life');
    // The slide out of view is inert: neither Tab nor a screen reader reaches it.
    const current = () =>
      within(slides.getByRole('list', { name: 'Featured solutions' }))
        .getAllByRole('listitem')
        .filter((slide) => !slide.hasAttribute('inert'))
        .map((slide) => slide.getAttribute('aria-label'));
    expect(current()).toEqual(['1 of 2']);
    await user.click(slides.getByRole('button', { name: 'Next slide' }));
    expect(current()).toEqual(['2 of 2']);
    await user.click(slides.getByRole('button', { name: 'Next slide' }));
    expect(current()).toEqual(['1 of 2']);
    await user.click(slides.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toEqual(['2 of 2']);
    // It has no timer of its own.
    advance(9000);
    expect(current()).toEqual(['2 of 2']);
  });

  it('lists 4 solutions, 3 benefits and all 8 partner logos', async () => {
    await openHome();
    const solutions = region('Our Solutions');
    expect(
      solutions.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Parking management system',
      'CampusCare',
      'Mechanised parking',
      'Warehouse gate automation',
    ]);
    expect(region('Why choose ParkNova').getAllByRole('listitem')).toHaveLength(3);
    const logos = region('Trusted by our partners')
      .getAllByRole('img', { hidden: true })
      .map((logo) => logo.getAttribute('alt'));
    expect([...logos].sort()).toEqual(
      [
        'Apex Malls',
        'BlueDock Logistics',
        'Indus Campus',
        'Konkan Rail Infra',
        'Metro Realty',
        'Sahyadri Hospitals',
        'Sunrise Homes',
        'TechPark One',
      ].sort(),
    );
  });

  it('the partner carousel has its own pause control (D20)', async () => {
    const { user } = await openHome();
    const partners = region('Trusted by our partners');
    await user.click(partners.getByRole('button', { name: 'Pause automatic scrolling' }));
    expect(partners.getByRole('button', { name: 'Resume automatic scrolling' })).toBeVisible();
    expect(hero().getByRole('button', { name: 'Pause automatic scrolling' })).toBeVisible();
  });

  it('scrolling the page pauses a playing video', async () => {
    await openHome();
    const video = screen.getByLabelText<HTMLVideoElement>('Video: reading the occupancy dashboard');
    expect(video).toHaveAttribute('preload', 'none');
    // jsdom cannot play media: stand in for a playing clip.
    let playing = true;
    Object.defineProperty(video, 'paused', { get: () => !playing });
    const pause = jest.fn(() => {
      playing = false;
    });
    video.pause = pause;
    fireEvent.scroll(window);
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.scroll(window);
    expect(pause).toHaveBeenCalledTimes(1);
  });

  it('shows the page in the stored language', async () => {
    jest.useFakeTimers();
    await renderRoute('/', { language: 'hi' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'भारत की सबसे व्यस्त जगहों के लिए स्मार्ट पार्किंग',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हम क्या करते हैं' })).toBeInTheDocument();
  });
});
