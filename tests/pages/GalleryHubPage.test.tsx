import { screen, within } from '@testing-library/react';
import { recordRequests } from '../utils/requests';
import { renderRoute } from '../utils/renderWithProviders';

const seen = recordRequests();
const main = () => within(screen.getByRole('main'));

describe('/gallary (D6)', () => {
  it('has one picture card per static gallery and one for the events', async () => {
    const { container } = await renderRoute('/gallary');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gallery' }, { timeout: 5000 }),
    ).toBeVisible();
    const links = main()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['MALL PARKING', '/mall'],
      ['RESIDENTIAL PARKING', '/residential'],
      ['TRUCK PARKING', '/truck'],
      ['RAILWAY STATION PARKING', '/railway'],
      ['HOLY PLACES PARKING', '/holy'],
      ['BUSSINESS ENCLAVE PARKING', '/bussiness'],
      ['EVENTS', '/events'],
    ]);
    const pictures = container.querySelectorAll('main article img');
    expect(pictures).toHaveLength(7);
    for (const picture of pictures) expect(picture.getAttribute('src')).toMatch(/^\/images\//);
    expect(seen).toEqual([]);
  });

  it('opens a gallery from its card', async () => {
    const { user } = await renderRoute('/gallary');
    await user.click(
      await main().findByRole('link', { name: 'HOLY PLACES PARKING' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'HOLY PLACES PARKING' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent('/holy');
  });
});
