import { baseApi } from '../../api/baseApi';
import {
  parseFirst,
  parseList,
  record,
  safeUrl,
  safeUrlList,
  text,
  type RawRecord,
} from '../../api/parse';

export interface Blog {
  _id: string;
  blogMainImage: string;
  blogHeading: string;
  blogType: string;
  blogCreateDate: string;
  /** Spelt so in the backend (spec section 3). */
  blogAuthurName: string;
}

export interface SubBlog {
  blogId: Blog;
  blogContent: string;
  subBlogImages: string[];
}

function parseBlogFields(raw: RawRecord): Blog {
  return {
    _id: text(raw._id),
    blogMainImage: safeUrl(raw.blogMainImage),
    blogHeading: text(raw.blogHeading),
    blogType: text(raw.blogType),
    blogCreateDate: text(raw.blogCreateDate),
    blogAuthurName: text(raw.blogAuthurName),
  };
}

function parseBlog(raw: RawRecord): Blog | null {
  const blog = parseBlogFields(raw);
  return blog._id ? blog : null;
}

function parseSubBlog(raw: RawRecord): SubBlog {
  return {
    blogId: parseBlogFields(record(raw.blogId)),
    blogContent: text(raw.blogContent),
    subBlogImages: safeUrlList(raw.subBlogImages),
  };
}

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<Blog[], void>({
      query: () => '/api/blogs/getAll',
      transformResponse: (body: unknown) => parseList(body, parseBlog),
    }),
    /** First item used (spec section 7); null means "No blog found." */
    getSubBlog: build.query<SubBlog | null, string>({
      query: (blogId) => `/api/sub-blogs/getByBlogId/${encodeURIComponent(blogId)}`,
      transformResponse: (body: unknown) => parseFirst(body, parseSubBlog),
    }),
  }),
});

export const { useGetBlogsQuery, useGetSubBlogQuery } = blogApi;
