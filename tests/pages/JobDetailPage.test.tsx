import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { subJobOpenings } from '@/mocks/fixtures/careers';
import { server } from '@/mocks/node';
import { defined, watchScrollTo } from '../components/form/leadHelpers';
import { renderRoute } from '../utils/renderWithProviders';
import { captureErrorLog, failedAnswers } from './queryFailures';

const detail = defined(subJobOpenings[1]);
const ID = detail.jobOpeningId._id;
const DETAIL = `/api/sub-job-openings/getByJobOpeningId/${ID}`;
const main = () => within(screen.getByRole('main'));
const section = (name: string) => defined(main().getByRole('heading', { name }).parentElement);

async function openDetail() {
  const view = await renderRoute(`/skills/${ID}`);
  await main().findByRole('heading', { level: 1, name: /Job Title:/ }, { timeout: 5000 });
  return view;
}

afterEach(() => jest.restoreAllMocks());

describe('/skills/{id}', () => {
  it('shows the job title, facts, texts and the three bullet lists', async () => {
    await openDetail();
    expect(main().getByRole('heading', { level: 1 })).toHaveTextContent(
      `Job Title: ${detail.jobOpeningId.jobOpeningHeading}`,
    );
    for (const [term, value] of [
      ['Location', detail.location],
      ['Type', detail.jobType],
      ['Salary', detail.salary],
    ] as const) {
      const dt = main().getByText(term);
      expect(dt.tagName).toBe('DT');
      expect(dt.nextElementSibling).toHaveTextContent(value);
    }
    expect(section('About Us')).toHaveTextContent(detail.aboutUs);
    expect(section('Job Description')).toHaveTextContent(detail.jobDescription);
    for (const [name, items] of [
      ['Key Responsibilities', detail.keyResponsibilities],
      ['Requirements', detail.requirements],
      ['Preferred Skills', detail.preferredSkills],
    ] as const) {
      const bullets = within(section(name)).getAllByRole('listitem');
      expect(bullets.map((item) => item.textContent)).toEqual(items);
    }
  });

  it("'Apply Now!' goes to /form at the top, with the position filled in", async () => {
    const { user } = await openDetail();
    const scrollTo = watchScrollTo();
    await user.click(main().getByRole('link', { name: 'Apply Now!' }));
    await waitFor(() => expect(screen.getByLabelText('Address bar')).toHaveTextContent(/^\/form$/));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(await screen.findByRole('textbox', { name: 'Position' }, { timeout: 5000 })).toHaveValue(
      detail.jobOpeningId.jobOpeningHeading,
    );
  });

  it("shows 'Loading...' while the details are on their way", async () => {
    server.use(http.get(DETAIL, () => delay('infinite')));
    await renderRoute(`/skills/${ID}`);
    expect(await main().findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Loading...',
    );
  });

  it("says 'No job details found.' when the list is empty", async () => {
    server.use(http.get(DETAIL, () => HttpResponse.json({ data: [] })));
    await renderRoute(`/skills/${ID}`);
    expect(
      await main().findByText('No job details found.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 1 })).toHaveTextContent('Job details');
    expect(main().queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each(failedAnswers)(
    "after %s says 'No job details found.' with Try again",
    async (_, answer) => {
      const log = captureErrorLog();
      server.use(http.get(DETAIL, answer));
      const { user } = await renderRoute(`/skills/${ID}`);
      expect(
        await main().findByText('No job details found.', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(log).toHaveBeenCalled();
      server.resetHandlers();
      await user.click(main().getByRole('button', { name: 'Try again' }));
      expect(await main().findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    },
  );
});
