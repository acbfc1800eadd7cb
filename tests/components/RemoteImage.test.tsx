import { render, screen } from '@testing-library/react';
import { RemoteImage } from '@/components/RemoteImage';
import { hydrate, imageByAlt, serverHtml } from '../utils/serverHtml';

const PICTURE = 'https://api.example.test/uploads/site-01.webp';

describe('RemoteImage', () => {
  it('renders the server picture with its alt text, box and loading hints', () => {
    render(<RemoteImage src={PICTURE} alt="Site 1 of 4" width={640} height={360} />);

    const img = screen.getByRole('img', { name: 'Site 1 of 4' });
    expect(img).toHaveAttribute('src', PICTURE);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows a neutral panel, never an empty src, when the URL was rejected', () => {
    const { container } = render(<RemoteImage src="" alt="Site 2 of 4" />);

    expect(screen.getByRole('img', { name: 'Site 2 of 4' }).tagName).toBe('DIV');
    expect(container.querySelector('img')).toBeNull();
  });

  describe('in the HTML of a content snapshot', () => {
    const page = (
      <>
        <RemoteImage src={PICTURE} alt="Service" priority="main" />
        <RemoteImage src={PICTURE} alt="First card" priority="eager" />
        <RemoteImage src={PICTURE} alt="Site photo" priority="later" />
        <RemoteImage src={PICTURE} alt="Next card" />
      </>
    );

    it('gives files only to the pictures wanted at once, and a <noscript> copy to the others', () => {
      const container = serverHtml(page);

      expect(imageByAlt(container, 'Service')).toHaveAttribute('src', PICTURE);
      expect(imageByAlt(container, 'First card')).toHaveAttribute('src', PICTURE);
      for (const alt of ['Site photo', 'Next card']) {
        const waiting = imageByAlt(container, alt);
        expect(waiting).not.toHaveAttribute('src');
        // Its box is kept while it waits: nothing moves when the file comes.
        expect(waiting).toHaveAttribute('width', '640');
        expect(waiting).toHaveAttribute('height', '480');
      }
      const copies = Array.from(container.querySelectorAll('noscript'), (node) => node.innerHTML);
      expect(copies).toHaveLength(2);
      for (const copy of copies) expect(copy).toContain(`src="${PICTURE}"`);
      container.remove();
    });

    it('gives the waiting pictures their files once the app has hydrated the page', () => {
      const container = serverHtml(page);
      const photo = imageByAlt(container, 'Site photo');
      const problems = jest.spyOn(console, 'error');

      hydrate(container, page);

      expect(problems).not.toHaveBeenCalled();
      expect(screen.getByRole('img', { name: 'Site photo' })).toBe(photo);
      expect(photo).toHaveAttribute('src', PICTURE);
      expect(photo).toHaveAttribute('fetchpriority', 'low');
      expect(container.querySelector('noscript')).toBeNull();
      container.remove();
    });
  });
});
