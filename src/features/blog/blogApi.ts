import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
import { useItemQuery, useListQuery } from '@/api/contentQueries';
import { nestedRecord, textField, urlField, urlListField } from '@/api/fields';
import { firstItemResponse, listResponse } from '@/api/responses';
import {
  contentRequest,
  localizedItem,
  localizedList,
  type ItemRequest,
  type Localized,
} from '@/api/contentLanguage';
import type { Language } from '@/i18n/languages';

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
/** A blog and a post as the pages get them: with the language of their text (E6). */
export type ShownBlog = Localized<Blog>;
export type ShownSubBlog = Localized<SubBlog>;

/** Spec section 7; the page's HTML requests it already (usePreloadRequest). */
const BLOGS_PATH = '/api/blogs/getAll';

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<ShownBlog[], Language>({
      query: (language) => contentRequest(BLOGS_PATH, language),
      transformResponse: localizedList(listResponse(blogSchema)),
    }),
    /** First item used (spec section 7); null means "No blog found." */
    getSubBlog: build.query<ShownSubBlog | null, ItemRequest>({
      query: ({ id, language }) =>
        contentRequest(`/api/sub-blogs/getByBlogId/${encodeURIComponent(id)}`, language),
      transformResponse: localizedItem(firstItemResponse(subBlogSchema)),
    }),
  }),
});

const { useGetBlogsQuery, useGetSubBlogQuery } = blogApi;

/** One post in the page's language (useItemQuery). */
export function useSubBlog(id: string) {
  return useItemQuery(useGetSubBlogQuery, id);
}

/** The blog list in the page's language, whose request starts with the page's HTML. */
export function useBlogs() {
  return useListQuery(useGetBlogsQuery, BLOGS_PATH);
}
