import { delay, http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { prepareSnapshot } from '@/app/snapshotLoader';
import { snapshotBlock } from '@/app/snapshotBlock';
import { absoluteUrl } from '@/config/siteUrls';
import { brand } from '@/config/brand';
import { excerpt } from '@/lib/excerpt';
import { blogs, subBlogs } from '@/mocks/fixtures/blog';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { events, subEvents } from '@/mocks/fixtures/events';
import { parkingServices, subParkingServices } from '@/mocks/fixtures/parking';
import { server } from '@/mocks/node';
import {
  readContentSnapshot,
  type ContentSnapshot,
} from '../../scripts/build/snapshot/readSnapshot';
import { head, jsonLdOfType } from '../utils/head';
import { renderRoute } from '../utils/renderWithProviders';

/**
 * What a link preview and a search engine read from an item's page when it is rendered from
 * the content snapshot alone (D38): the backend gives no answer here, so everything in <head>
 * comes from the snapshot, as in the prerendered HTML.
 */
let snapshot: ContentSnapshot;

beforeAll(async () => {
  snapshot = await readContentSnapshot();
});

afterEach(() => document.head.replaceChildren());

async function renderFromSnapshot(path: string) {
  const queries = snapshot.pages.en[path];
  if (!queries) throw new Error(`no snapshot page ${path}`);
  document.head.insertAdjacentHTML('beforeend', snapshotBlock(queries));
  server.use(http.get('*', () => delay('infinite')));
  return renderRoute(path, { beforeRender: prepareSnapshot(document) });
}

function first<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`no ${what}`);
  return item;
}

describe('an item’s page from the snapshot alone', () => {
  it('a blog post: its heading, an excerpt, its picture and BlogPosting', async () => {
    const blog = first(blogs, 'blog');
    const post = first(
      subBlogs.filter((sub) => sub.blogId._id === blog._id),
      'sub-blog',
    );
    await renderFromSnapshot(`/blogsection/${blog._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: blog.blogHeading })).toBeVisible();
    await waitFor(() => expect(head.titles()).toEqual([`${blog.blogHeading} | ${brand.name}`]));
    expect(head.meta('og:description')).toEqual([excerpt(post.blogContent)]);
    expect(head.meta('og:image')).toEqual([absoluteUrl(blog.blogMainImage)]);
    expect(head.meta('og:type')).toEqual(['article']);
    expect(jsonLdOfType('BlogPosting')).toEqual([
      expect.objectContaining({
        headline: blog.blogHeading,
        image: absoluteUrl(blog.blogMainImage),
      }),
    ]);
    expect(jsonLdOfType('BreadcrumbList')).toHaveLength(1);
  });

  it('an event: its heading, its first photo and BreadcrumbList', async () => {
    const event = first(events, 'event');
    const photos = subEvents
      .filter((sub) => sub.eventsId._id === event._id)
      .flatMap((sub) => sub.subeventBackgroundImage);
    await renderFromSnapshot(`/events/${event._id}`);
    await waitFor(() => expect(head.titles()).toEqual([`${event.eventHeading} | ${brand.name}`]));
    expect(head.meta('og:image')).toEqual([absoluteUrl(first(photos, 'photo'))]);
    expect(jsonLdOfType('BreadcrumbList')).toHaveLength(1);
  });

  it('a space: its service’s heading and picture, and BreadcrumbList', async () => {
    const service = first(parkingServices, 'service');
    const site = first(
      subParkingServices.filter((sub) => sub.parkingServiceId._id === service._id),
      'sub-service',
    );
    await renderFromSnapshot(`/case/${service._id}`);
    await waitFor(() =>
      expect(head.titles()).toEqual([`${service.parkingHeading} | ${brand.name}`]),
    );
    expect(head.meta('og:image')).toEqual([
      absoluteUrl(site.parkingServiceId.parkingBackgroundImage),
    ]);
    expect(jsonLdOfType('BreadcrumbList')).toHaveLength(1);
  });

  it('a job opening: its heading and BreadcrumbList', async () => {
    const opening = first(jobOpenings, 'job opening');
    await renderFromSnapshot(`/skills/${opening._id}`);
    await waitFor(() =>
      expect(head.titles()).toEqual([`${opening.jobOpeningHeading} | ${brand.name}`]),
    );
    expect(head.meta('og:description')[0]).toContain(opening.jobOpeningHeading);
    expect(jsonLdOfType('BreadcrumbList')).toHaveLength(1);
  });
});
