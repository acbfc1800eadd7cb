import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { SITE_URL } from '@/config/env';
import { offices, salesContact, socialLinks } from '@/config/site';
import { blogs, subBlogs } from '@/mocks/fixtures/blog';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { events, subEvents } from '@/mocks/fixtures/events';
import { faqs } from '@/mocks/fixtures/faq';
import { parkingServices } from '@/mocks/fixtures/parking';
import { server } from '@/mocks/node';
import { head, jsonLdNodes, jsonLdOfType, type JsonLdNode } from '../utils/head';
import { renderRoute } from '../utils/renderWithProviders';
import { captureErrorLog } from '../pages/queryFailures';

const FAQS = '/faqs/getAll';
const SUB_BLOG = '/api/sub-blogs/getByBlogId/:id';
const main = () => within(screen.getByRole('main'));
const post = subBlogs[0];
const blog = post?.blogId;

/** Waits for exactly one JSON-LD node of `type` and returns it. */
async function findNode(type: string): Promise<JsonLdNode> {
  await waitFor(() => expect(jsonLdOfType(type)).toHaveLength(1), { timeout: 5000 });
  const [node] = jsonLdOfType(type);
  if (!node) throw new Error(`no ${type}`);
  return node;
}

describe('JSON-LD', () => {
  it('home: the Organization with logo, social profiles and the sales contact (D22)', async () => {
    await renderRoute('/');
    const organization = await findNode('Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'ParkNova',
      url: `${SITE_URL}/`,
      logo: `${SITE_URL}/favicon.svg`,
      sameAs: socialLinks.map((link) => link.href),
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: salesContact.phone,
        email: salesContact.email,
      },
    });
  });

  it('/contact: the five offices as LocalBusiness entries with their postal addresses', async () => {
    await renderRoute('/contact');
    await waitFor(() => expect(jsonLdOfType('LocalBusiness')).toHaveLength(5), { timeout: 5000 });
    const businesses = jsonLdOfType('LocalBusiness');
    expect(businesses.map((business) => business.address)).toEqual(
      offices.map((office) => ({
        '@type': 'PostalAddress',
        ...office.postalAddress,
        addressCountry: 'IN',
      })),
    );
    expect(businesses[0]).toMatchObject({
      name: 'ParkNova: Registered & Corporate Office (Pune)',
      telephone: offices[0]?.phone,
      email: offices[0]?.email,
      geo: { latitude: offices[0]?.latitude, longitude: offices[0]?.longitude },
    });
  });

  it('/contact in German: the offices under their German names', async () => {
    const { i18n } = await renderRoute('/contact', { language: 'de' });
    await waitFor(() => expect(jsonLdOfType('LocalBusiness')).toHaveLength(5), { timeout: 5000 });
    expect(jsonLdOfType('LocalBusiness').map((business) => business.name)).toEqual(
      offices.map((office) => `ParkNova: ${i18n.t(`contact.offices.${office.id}`)}`),
    );
  });

  describe('/faq', () => {
    it('an FAQPage of the loaded questions, in the order shown', async () => {
      await renderRoute('/faq');
      const page = await findNode('FAQPage');
      const questions = page.mainEntity as JsonLdNode[];
      expect(questions.map((question) => question.name)).toEqual(
        faqs.map((faq) => faq.faqQuestion).reverse(),
      );
      const last = faqs[faqs.length - 1];
      expect(questions[0]).toEqual({
        '@type': 'Question',
        name: last?.faqQuestion,
        acceptedAnswer: {
          '@type': 'Answer',
          text: [last?.faqAnswer, ...(last?.keyPoints ?? [])].join('\n'),
        },
      });
    });

    it('none while the questions load', async () => {
      server.use(http.get(FAQS, () => delay('infinite')));
      await renderRoute('/faq');
      expect(await main().findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
        'Loading...',
      );
      expect(jsonLdOfType('FAQPage')).toEqual([]);
    });

    it('none after a 500 answer', async () => {
      captureErrorLog();
      server.use(http.get(FAQS, () => new HttpResponse(null, { status: 500 })));
      await renderRoute('/faq');
      expect(
        await main().findByRole('button', { name: 'Try again' }, { timeout: 5000 }),
      ).toBeVisible();
      expect(jsonLdOfType('FAQPage')).toEqual([]);
    });

    it('none when the list is empty', async () => {
      server.use(http.get(FAQS, () => HttpResponse.json({ data: [] })));
      await renderRoute('/faq');
      expect(
        await main().findByText('No FAQs match your search.', {}, { timeout: 5000 }),
      ).toBeVisible();
      expect(jsonLdOfType('FAQPage')).toEqual([]);
    });
  });

  describe('/blogsection/{id}', () => {
    const url = `${SITE_URL}/blogsection/${blog?._id ?? ''}`;

    it('a BlogPosting with headline, image, date and author, and its breadcrumbs', async () => {
      await renderRoute(`/blogsection/${blog?._id ?? ''}`);
      const posting = await findNode('BlogPosting');
      expect(posting).toMatchObject({
        headline: blog?.blogHeading,
        url,
        image: `${SITE_URL}${blog?.blogMainImage ?? ''}`,
        datePublished: blog?.blogCreateDate,
        author: { '@type': 'Person', name: blog?.blogAuthurName },
        publisher: {
          '@type': 'Organization',
          name: 'ParkNova',
          logo: { '@type': 'ImageObject', url: `${SITE_URL}/favicon.svg` },
        },
      });
      expect(posting.description).toMatch(/^Most parking sites are busiest/);
      const breadcrumbs = await findNode('BreadcrumbList');
      expect(breadcrumbs.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'The ParkNova blog', item: `${SITE_URL}/blog` },
        { '@type': 'ListItem', position: 3, name: blog?.blogHeading, item: url },
      ]);
    });

    it('names the breadcrumbs in the visitor language', async () => {
      const { i18n } = await renderRoute(`/blogsection/${blog?._id ?? ''}`, { language: 'de' });
      const breadcrumbs = await findNode('BreadcrumbList');
      const names = (breadcrumbs.itemListElement as JsonLdNode[]).map((item) => item.name);
      expect(names).toEqual([i18n.t('chrome.nav.home'), i18n.t('blog.title'), blog?.blogHeading]);
      expect(names[0]).toBe('Startseite');
    });

    it('no author when the post has none', async () => {
      const noAuthor = blogs.find((entry) => !entry.blogAuthurName);
      await renderRoute(`/blogsection/${noAuthor?._id ?? ''}`);
      const posting = await findNode('BlogPosting');
      expect(posting.headline).toBe(noAuthor?.blogHeading);
      expect(posting).not.toHaveProperty('author');
    });

    it('none for a post that does not exist', async () => {
      await renderRoute('/blogsection/no-such-post');
      expect(await main().findByText('No blog found.', {}, { timeout: 5000 })).toBeVisible();
      // Only the page itself (every page names its language, D37), nothing about a post.
      expect(jsonLdNodes().map((node) => node['@type'])).toEqual(['WebPage']);
    });

    it('server text with </script> and markup stays plain text inside the block (D12)', async () => {
      const hostile = '</script><script>alert(1)</script><b>bold</b> & "quoted" <!--';
      server.use(
        http.get(SUB_BLOG, () =>
          HttpResponse.json([
            {
              blogId: { ...blog, blogHeading: hostile },
              blogContent: `Intro ${hostile}`,
              subBlogImages: [],
            },
          ]),
        ),
      );
      await renderRoute(`/blogsection/${blog?._id ?? ''}`);
      const posting = await findNode('BlogPosting');
      expect(posting.headline).toBe(hostile);
      expect(posting.description).toBe(`Intro ${hostile}`);

      // What a crawler reads from the page's HTML (and what a prerender would write).
      const html = document.documentElement.outerHTML;
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      const scripts = [...parsed.querySelectorAll('script')];
      expect(scripts.map((script) => script.type)).toEqual(
        scripts.map(() => 'application/ld+json'),
      );
      for (const script of scripts) expect(script.textContent).not.toContain('<');
      const [reparsed] = jsonLdOfType('BlogPosting', parsed);
      expect(reparsed?.headline).toBe(hostile);
      expect(reparsed?.description).toBe(`Intro ${hostile}`);
    });
  });
});

describe('detail pages take title, description and image from their data', () => {
  it('/blogsection/{id}: the post', async () => {
    await renderRoute(`/blogsection/${blog?._id ?? ''}`);
    const title = `${blog?.blogHeading ?? ''} | ParkNova`;
    await waitFor(() => expect(head.titles()).toEqual([title]), { timeout: 5000 });
    const [description = ''] = head.meta('description');
    expect(description).toMatch(/^Most parking sites are busiest/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(head.meta('og:description')).toEqual([description]);
    expect(head.meta('og:type')).toEqual(['article']);
    expect(head.meta('og:image')).toEqual([`${SITE_URL}${blog?.blogMainImage ?? ''}`]);
    expect(head.meta('og:image:alt')).toEqual([blog?.blogHeading]);
    expect(head.canonical()).toEqual([`${SITE_URL}/blogsection/${blog?._id ?? ''}`]);
  });

  it('/blogsection/{id}: an unsafe image URL gives way to the blog share image (D12)', async () => {
    server.use(
      http.get(SUB_BLOG, () =>
        HttpResponse.json([{ ...post, blogId: { ...blog, blogMainImage: 'javascript:alert(1)' } }]),
      ),
    );
    await renderRoute(`/blogsection/${blog?._id ?? ''}`);
    await waitFor(() => expect(head.titles()).toEqual([`${blog?.blogHeading ?? ''} | ParkNova`]), {
      timeout: 5000,
    });
    expect(head.meta('og:image')).toEqual([`${SITE_URL}/images/share/blog.jpg`]);
    expect(head.meta('og:image:width')).toEqual(['1200']);
  });

  it('/events/{id}: the event name and its first photo', async () => {
    const event = events[0];
    const photo = subEvents.find((sub) => sub.eventsId._id === event?._id)
      ?.subeventBackgroundImage[0];
    await renderRoute(`/events/${event?._id ?? ''}`);
    const title = `${event?.eventHeading ?? ''} | ParkNova`;
    await waitFor(() => expect(head.titles()).toEqual([title]), { timeout: 5000 });
    expect(head.meta('description')[0]).toMatch(/^Photos from Smart Parking Expo 2026, Mumbai/);
    expect(head.meta('og:image')).toEqual([`${SITE_URL}${photo ?? ''}`]);
    const breadcrumbs = await findNode('BreadcrumbList');
    expect(breadcrumbs.itemListElement).toContainEqual(
      expect.objectContaining({ position: 2, name: 'Events', item: `${SITE_URL}/events` }),
    );
  });

  it('/case/{id}: the service name and its picture', async () => {
    const mall = parkingServices.find((service) => service.parkingHeading === 'Mall Parking');
    await renderRoute(`/case/${mall?._id ?? ''}`);
    await waitFor(() => expect(head.titles()).toEqual(['Mall Parking | ParkNova']), {
      timeout: 5000,
    });
    expect(head.meta('description')[0]).toMatch(/^Mall Parking by ParkNova/);
    expect(head.meta('og:image')).toEqual([`${SITE_URL}${mall?.parkingBackgroundImage ?? ''}`]);
    const breadcrumbs = await findNode('BreadcrumbList');
    expect(breadcrumbs.itemListElement).toContainEqual(
      expect.objectContaining({ position: 2, name: 'Spaces we serve', item: `${SITE_URL}/case` }),
    );
  });

  it('/skills/{id}: the job title, with the careers share image', async () => {
    const job = jobOpenings[0];
    await renderRoute(`/skills/${job?._id ?? ''}`);
    const title = `${job?.jobOpeningHeading ?? ''} | ParkNova`;
    await waitFor(() => expect(head.titles()).toEqual([title]), { timeout: 5000 });
    expect(head.meta('description')[0]).toContain(`${job?.jobOpeningHeading ?? ''} at ParkNova:`);
    expect(head.meta('og:image')).toEqual([`${SITE_URL}/images/share/careers.jpg`]);
    expect(await findNode('BreadcrumbList')).toBeDefined();
  });
});
