import { screen, waitFor, within } from '@testing-library/react';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { renderRoute, renderWithProviders } from '../utils/renderWithProviders';

const addressBar = () => screen.getByLabelText('Address bar');

describe('redirects (D1-D3)', () => {
  it.each([
    ['/erp', '/solution'],
    ['/cancel', '/refund#cancellation-policy'],
    ['/skills', '/career'],
    ['/blogsection', '/blog'],
  ])('%s goes to %s', async (from, to) => {
    await renderRoute(from);
    await waitFor(() => expect(addressBar()).toHaveTextContent(to));
  });
});

describe('unknown paths (D7)', () => {
  it('show a translated not-found page inside the chrome with a link home', async () => {
    await renderRoute('/this/does/not/exist');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('set the document title for the page (D24)', async () => {
    await renderRoute('/this/does/not/exist');
    await waitFor(() => expect(document.title).toBe('Page not found | ParkNova'));
  });
});

describe('route changes', () => {
  it('scroll to the top', async () => {
    const { user } = await renderRoute('/this/does/not/exist');
    await screen.findByRole('heading', { level: 1 });
    jest.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});

describe('route errors (D8)', () => {
  function BrokenPage(): never {
    throw new Error('Loading chunk 42 failed.');
  }

  it('show a branded error screen with the message and a Try again button', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <RouteErrorBoundary resetKey="/broken">
        <BrokenPage />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Loading chunk 42 failed.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
