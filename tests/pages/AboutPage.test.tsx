import { screen, within } from '@testing-library/react';
import { renderRoute } from '../utils/renderWithProviders';

const region = (name: string) => within(screen.getByRole('region', { name }));

async function openAbout() {
  const view = await renderRoute('/aboutus');
  await screen.findByRole('heading', { level: 1, name: 'About us' });
  return view;
}

describe('/aboutus', () => {
  it('renders one h1, the page title and no missing translations', async () => {
    const warn = jest.spyOn(console, 'warn');
    await openAbout();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('About us | ParkNova');
    expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/missing translation/i));
  });

  it('has the intro, a separate shorter intro for mobile, and the tagline', async () => {
    await openAbout();
    const full = screen.getByText(/^ParkNova Infratech is an Indian technology company/);
    const short = screen.getByText(
      'ParkNova Infratech plans, builds and operates smart parking, campus and gate automation systems for sites across India.',
    );
    expect(short).not.toBe(full);
    expect(short.textContent.length).toBeLessThan(full.textContent.length);
    expect(screen.getByText('Every journey deserves a smooth arrival.')).toBeInTheDocument();
  });

  it('shows the vision and mission cards and the chief executive’s message', async () => {
    await openAbout();
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    const ceo = region('Message from our chief executive');
    expect(ceo.getByRole('img')).toHaveAccessibleName('Portrait of Arvind Kulkarni');
    expect(ceo.getByText('Arvind Kulkarni')).toBeInTheDocument();
    expect(ceo.getByText(/When we started ParkNova/)).toBeInTheDocument();
  });

  it('shows four core team cards with name, role, bio, photo and a safe profile link', async () => {
    await openAbout();
    const team = region('Our core team');
    const cards = team.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(team.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Meera Iyer',
      'Rohan Deshpande',
      'Ananya Rao',
      'Kabir Malhotra',
    ]);
    expect(team.getByText('Chief Technology Officer')).toBeInTheDocument();
    expect(team.getByText(/Leads the engineering of our parking/)).toBeInTheDocument();
    for (const card of cards) {
      const inCard = within(card);
      const name = inCard.getByRole('heading').textContent;
      expect(inCard.getByRole('img')).toHaveAccessibleName(`Portrait of ${name}`);
      const link = inCard.getByRole('link', { name: `${name} on LinkedIn (opens in a new tab)` });
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/in\/example-/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the life-at-the-company grid of four photos', async () => {
    await openAbout();
    const photos = region('Life at ParkNova').getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'Team members at a hands-on hardware workshop',
      'Engineers surveying a parking site with a client',
      'Colleagues sharing lunch at the office',
      'Developers building prototypes at the company hackathon',
    ]);
  });

  it('links the four group company logos to their own sites in a new tab', async () => {
    await openAbout();
    const links = region('Our group companies').getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/parknova-mobility',
      'https://example.com/parknova-systems',
      'https://example.com/campuscare-labs',
      'https://example.com/gatewise-automation',
    ]);
    expect(links[0]).toHaveAccessibleName('ParkNova Mobility (opens in a new tab)');
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(within(link).getByRole('img')).toHaveAttribute('alt');
    }
  });

  it('shows four certification images whose alt text names the certification', async () => {
    await openAbout();
    const badges = region('Certifications').getAllByRole('img');
    expect(badges.map((badge) => badge.getAttribute('alt'))).toEqual([
      'ISO 9001:2015 certified quality management',
      'ISO/IEC 27001:2022 certified information security management',
      'CE marked hardware',
      'Make in India manufactured products',
    ]);
  });

  it('is translated into the stored language', async () => {
    await renderRoute('/aboutus', { language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unser Kernteam' })).toBeInTheDocument();
    expect(document.title).toBe('Über uns | ParkNova');
  });
});
