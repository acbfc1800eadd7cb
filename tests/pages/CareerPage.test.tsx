import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { CAREER_OPENINGS_OFFSET_PX } from '@/config/scroll';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { server } from '@/mocks/node';
import { defined, watchScrollTo } from '../components/form/leadHelpers';
import { renderRoute } from '../utils/renderWithProviders';
import { captureErrorLog, failedAnswers } from './queryFailures';

const OPENINGS = '/api/job-openings/getAll';
const EMPTY = 'There are no job openings right now. Please check back soon.';
const main = () => within(screen.getByRole('main'));
const cards = () => within(main().getByRole('list')).getAllByRole('link');

async function openCareerPage() {
  const view = await renderRoute('/career');
  await main().findByRole(
    'heading',
    { name: jobOpenings[0]?.jobOpeningHeading },
    { timeout: 5000 },
  );
  return view;
}

afterEach(() => jest.restoreAllMocks());

describe('/career', () => {
  it('shows the title, intro and one card per opening with heading and count', async () => {
    await openCareerPage();
    expect(main().getByRole('heading', { level: 1 })).toHaveTextContent('Careers at ParkNova');
    expect(cards()).toHaveLength(jobOpenings.length);
    jobOpenings.forEach((opening, index) => {
      const card = defined(cards()[index]);
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
        opening.jobOpeningHeading,
      );
      expect(card).toHaveTextContent(`Open positions: ${opening.jobOpeningCount}`);
      expect(card).toHaveAttribute('href', `/skills/${opening._id}`);
    });
  });

  it('cycles the card icon through 15 by index', async () => {
    const many = Array.from({ length: 17 }, (_, index) => ({
      _id: `job-${index}`,
      jobOpeningHeading: `Role ${index}`,
      jobOpeningCount: 1,
    }));
    server.use(http.get(OPENINGS, () => HttpResponse.json({ data: many })));
    await renderRoute('/career');
    await main().findByRole('heading', { name: 'Role 16' }, { timeout: 5000 });
    const icon = (index: number) => defined(defined(cards()[index]).querySelector('svg')).innerHTML;
    expect(
      new Set(
        cards()
          .slice(0, 15)
          .map((_, index) => icon(index)),
      ).size,
    ).toBe(15);
    expect(icon(15)).toBe(icon(0));
    expect(icon(16)).toBe(icon(1));
  });

  it('scrolls to the openings 250 px below the top from the intro button', async () => {
    const { user } = await openCareerPage();
    const section = defined(document.getElementById('job-openings'));
    section.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    const scrollTo = watchScrollTo();
    await user.click(main().getByRole('button', { name: 'View open positions' }));
    expect(scrollTo).toHaveBeenCalledWith(
      expect.objectContaining({ top: 900 - CAREER_OPENINGS_OFFSET_PX }),
    );
  });

  it('opens the job details of a card at the top of the page', async () => {
    const { user } = await openCareerPage();
    const scrollTo = watchScrollTo();
    await user.click(defined(cards()[1]));
    await waitFor(() =>
      expect(screen.getByLabelText('Address bar')).toHaveTextContent(
        `/skills/${jobOpenings[1]?._id}`,
      ),
    );
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it("shows 'Loading...' while the openings are on their way", async () => {
    server.use(http.get(OPENINGS, () => delay('infinite')));
    await renderRoute('/career');
    await main().findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(main().getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the no-openings message for an empty list, without a retry button', async () => {
    server.use(http.get(OPENINGS, () => HttpResponse.json({ data: [] })));
    await renderRoute('/career');
    expect(await main().findByText(EMPTY, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each(failedAnswers)(
    'after %s shows the no-openings message and Try again (D13)',
    async (_, answer) => {
      const log = captureErrorLog();
      server.use(http.get(OPENINGS, answer));
      const { user } = await renderRoute('/career');
      expect(await main().findByText(EMPTY, {}, { timeout: 5000 })).toBeInTheDocument();
      expect(log).toHaveBeenCalled();
      server.resetHandlers();
      await user.click(main().getByRole('button', { name: 'Try again' }));
      expect(
        await main().findByRole('heading', { name: jobOpenings[0]?.jobOpeningHeading }),
      ).toBeInTheDocument();
    },
  );
});
