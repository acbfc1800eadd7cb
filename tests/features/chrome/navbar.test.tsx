import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../utils/renderWithProviders';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('navigation bar (spec section 2)', () => {
  it('lists the eight links in the spec order with their targets', async () => {
    await renderRoute('/no-such-page');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About us', '/aboutus'],
      ['Solutions', '/solution'],
      ['Our presence', '/case'],
      ['Blogs', '/blog'],
      ['Career', '/career'],
      ['Gallery', '/gallary'],
      ['Contact us', '/contact'],
      ['Join Us', '/joinus'],
    ]);
  });

  it('has a logo linking home', async () => {
    await renderRoute('/no-such-page');
    expect(screen.getByRole('link', { name: 'ParkNova home' })).toHaveAttribute('href', '/');
  });

  it('highlights the active link', async () => {
    const { user } = await renderRoute('/no-such-page');
    await user.click(within(mainNav()).getByRole('link', { name: 'Gallery' }));
    await waitFor(() =>
      expect(within(mainNav()).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('/gallary');
  });

  // The button only shows at 768 px and below, a media query jsdom does not apply (the e2e
  // tests check that at 375 px); here it is found regardless of CSS to test its behaviour
  // (a hidden element has no accessible name, so it is found by its aria-label).
  const menuButton = (name: string) => screen.getByLabelText(name, { selector: 'button' });

  it('the hamburger toggles the menu and any link closes it and scrolls smoothly to top', async () => {
    const { user } = await renderRoute('/no-such-page');
    const toggle = menuButton('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', mainNav().id);
    await user.click(toggle);
    expect(menuButton('Close menu')).toHaveAttribute('aria-expanded', 'true');
    jest.mocked(window.scrollTo).mockClear();
    await user.click(within(mainNav()).getByRole('link', { name: 'Career' }));
    expect(menuButton('Open menu')).toHaveAttribute('aria-expanded', 'false');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('Escape closes the open menu and puts focus back on the hamburger', async () => {
    const { user } = await renderRoute('/no-such-page');
    await user.click(menuButton('Open menu'));
    await user.keyboard('{Escape}');
    expect(menuButton('Open menu')).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton('Open menu')).toHaveFocus();
  });

  it('a press on the page behind the open menu (its backdrop) closes it', async () => {
    const { user } = await renderRoute('/no-such-page');
    await user.click(menuButton('Open menu'));
    await user.click(screen.getByRole('main'));
    expect(menuButton('Open menu')).toHaveAttribute('aria-expanded', 'false');
  });
});
