import { MalformedResponseError } from '@/api/parse';
import { firstItemResponse, listResponse } from '@/api/responses';
import { blogSchema, subBlogSchema } from '@/features/blog/blogApi';
import { jobDetailSchema, jobOpeningSchema } from '@/features/careers/careersApi';
import { faqItemSchema } from '@/features/faq/faqApi';
import { subParkingServiceSchema } from '@/features/parking/parkingApi';
import { supportVideoSchema } from '@/features/support/supportApi';

/** The rules every response schema keeps (spec sections 3 and 7, D11, D12). */
describe('response schemas', () => {
  it('accept both list shapes and reject any other body', () => {
    const blogs = listResponse(blogSchema);
    const blog = { _id: 'b1', blogHeading: 'ANPR' };
    expect(blogs([blog])).toEqual(blogs({ data: [blog] }));
    expect(() => blogs({ unexpected: true })).toThrow(MalformedResponseError);
    expect(() => blogs('<html>')).toThrow(MalformedResponseError);
  });

  it('fill missing or odd values with empty ones, numbers read as text, extra keys left out', () => {
    expect(
      listResponse(blogSchema)([
        { _id: 7, blogHeading: true, blogType: null, blogCreateDate: {}, extra: 'x' },
      ]),
    ).toEqual([
      {
        _id: '7',
        blogMainImage: '',
        blogHeading: '',
        blogType: '',
        blogCreateDate: '',
        blogAuthurName: '',
      },
    ]);
  });

  it('drop rows without a required field and entries that are not records, in server order', () => {
    const openings = listResponse(jobOpeningSchema)([
      { _id: 'j1', jobOpeningHeading: 'A', jobOpeningCount: '3' },
      { jobOpeningHeading: 'no id' },
      'j2',
      null,
      { _id: 'j3', jobOpeningCount: 'many' },
    ]);
    expect(openings).toEqual([
      { _id: 'j1', jobOpeningHeading: 'A', jobOpeningCount: 3 },
      { _id: 'j3', jobOpeningHeading: '', jobOpeningCount: 0 },
    ]);
  });

  it('D12: keep only http(s) and site-relative URLs', () => {
    const [sub] = listResponse(subParkingServiceSchema)([
      {
        _id: 's1',
        subParkingimages: ['/a.webp', 'https://cdn.example.com/b.webp', '//evil.example', 'x'],
        parkingServiceId: { parkingBackgroundImage: 'javascript:alert(1)' },
      },
    ]);
    expect(sub?.subParkingimages).toEqual(['/a.webp', 'https://cdn.example.com/b.webp']);
    expect(sub?.parkingServiceId).toEqual({ parkingHeading: '', parkingBackgroundImage: '' });
    expect(
      listResponse(supportVideoSchema)([{ _id: 'v1', supportVideo: 'data:video/mp4,x' }]),
    ).toEqual([]);
  });

  it('read a nested reference sent as a bare id as an empty record', () => {
    const detail = firstItemResponse(subBlogSchema)({ data: [{ blogId: 'b1', blogContent: 'x' }] });
    expect(detail?.blogId).toEqual({
      _id: '',
      blogMainImage: '',
      blogHeading: '',
      blogType: '',
      blogCreateDate: '',
      blogAuthurName: '',
    });
  });

  it('text lists keep non-blank texts only', () => {
    const detail = firstItemResponse(jobDetailSchema)([
      { keyResponsibilities: ['Install', ' ', 3, null], requirements: 'Diploma' },
    ]);
    expect(detail?.keyResponsibilities).toEqual(['Install', '3']);
    expect(detail?.requirements).toEqual([]);
  });

  it('first item: the first valid record, or null', () => {
    expect(
      firstItemResponse(supportVideoSchema)([{ _id: 'v0' }, { _id: 'v1', supportVideo: '/v.mp4' }]),
    ).toEqual({ _id: 'v1', supportVideo: '/v.mp4', supportVideoHeading: '' });
    expect(firstItemResponse(jobDetailSchema)({ data: [] })).toBeNull();
  });

  it('FAQ: id from _id, else the position among the server records (dropped ones count)', () => {
    expect(
      listResponse(faqItemSchema)([
        { faqQuestion: 'No id?' },
        { _id: 'f2' },
        { _id: '', id: 'not-a-key', faqQuestion: 'Empty id?' },
        { _id: 'f4', faqQuestion: 'Kept?' },
      ]).map((item) => item.id),
    ).toEqual(['faq-0', 'faq-2', 'f4']);
  });
});
