import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recordRequests } from '../utils/requests';
import { renderRoute } from '../utils/renderWithProviders';
import { withPointerEvents } from '../utils/touch';

/**
 * Issue 25: an in-site link starts its page's data when the visitor shows intent, before any
 * click; the request is observed at the network (MSW), as a backend would see it.
 */
withPointerEvents();
const seen = recordRequests();

const requestsFor = (path: string) => seen.filter((request) => request.path === path);
const addressBar = () => screen.getByLabelText('Address bar');

async function navLink(name: string) {
  const banner = within(screen.getByRole('banner'));
  return banner.findByRole('link', { name });
}

describe('prefetch on intent', () => {
  it('a resting pointer on a nav link requests its page’s data once, without navigating', async () => {
    const { user } = await renderRoute('/aboutus');
    await screen.findByRole('heading', { level: 1 });
    const blog = await navLink('Blogs');
    await user.hover(blog);
    await waitFor(() => expect(requestsFor('/api/blogs/getAll')).toHaveLength(1));
    await user.unhover(blog);
    await user.hover(blog);
    // A later intent within the visit asks nothing again; the page stays where it was.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(requestsFor('/api/blogs/getAll')).toHaveLength(1);
    expect(addressBar()).toHaveTextContent('/aboutus');
  });

  it('focus on a link requests its page’s data', async () => {
    await renderRoute('/aboutus');
    await screen.findByRole('heading', { level: 1 });
    const career = await navLink('Career');
    act(() => career.focus());
    await waitFor(() => expect(requestsFor('/api/job-openings/getAll')).toHaveLength(1));
    expect(addressBar()).toHaveTextContent('/aboutus');
  });

  it('a touch on a footer link requests its page’s data', async () => {
    await renderRoute('/aboutus');
    const footer = within(await screen.findByRole('contentinfo'));
    fireEvent.touchStart(await footer.findByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(requestsFor('/faqs/getAll')).toHaveLength(1));
  });

  it('a pointer only passing over a link asks nothing', async () => {
    await renderRoute('/aboutus');
    await screen.findByRole('heading', { level: 1 });
    const blog = await navLink('Blogs');
    fireEvent.pointerOver(blog, { pointerType: 'mouse' });
    fireEvent.pointerOut(blog, { pointerType: 'mouse' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(requestsFor('/api/blogs/getAll')).toHaveLength(0);
  });
});
