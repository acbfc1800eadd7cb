import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
import { usePreloadRequest } from '@/api/preloadRequest';
import { nestedRecord, textField, urlField, urlListField } from '@/api/fields';
import { firstItemResponse, listResponse } from '@/api/responses';

/** Spec section 3, blog; `blogAuthurName` is spelt so in the backend. */
const blogFields = {
  _id: textField(),
  blogMainImage: urlField(),
  blogHeading: textField(),
  blogType: textField(),
  blogCreateDate: textField(),
  blogAuthurName: textField(),
};

/** A listed blog needs its id: the card links to `/blogsection/{_id}`. */
export const blogSchema = object({ ...blogFields, _id: textField().required() });

/** The sub-blog's parent is shown as sent, even without an id (bare id or missing). */
export const subBlogSchema = object({
  blogId: nestedRecord(blogFields),
  blogContent: textField(),
  subBlogImages: urlListField(),
});

export type Blog = InferType<typeof blogSchema>;
export type SubBlog = InferType<typeof subBlogSchema>;

/** Spec section 7; the page's HTML requests it already (usePreloadRequest). */
const BLOGS_PATH = '/api/blogs/getAll';

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<Blog[], void>({
      query: () => BLOGS_PATH,
      transformResponse: listResponse(blogSchema),
    }),
    /** First item used (spec section 7); null means "No blog found." */
    getSubBlog: build.query<SubBlog | null, string>({
      query: (blogId) => `/api/sub-blogs/getByBlogId/${encodeURIComponent(blogId)}`,
      transformResponse: firstItemResponse(subBlogSchema),
    }),
  }),
});

const { useGetBlogsQuery } = blogApi;
export const { useGetSubBlogQuery } = blogApi;

/** The blog list, whose request starts with the page's HTML. */
export function useBlogs() {
  const query = useGetBlogsQuery();
  usePreloadRequest(BLOGS_PATH, query.data !== undefined);
  return query;
}
