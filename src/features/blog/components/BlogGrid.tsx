import { CountedGrid } from '@/components/CountedGrid';
import styled from 'styled-components';
import { Reveal } from '@/components/Reveal';
import type { ShownBlog } from '@/features/blog/blogApi';
import { BlogCard } from './BlogCard';

/** Cards in one row share its height (the reveal wrapper between the row and the card too). */
const Cards = styled(CountedGrid)`
  & > li > * {
    height: 100%;
  }
`;

export function BlogGrid({ blogs, language }: { blogs: readonly ShownBlog[]; language: string }) {
  return (
    <Cards as="ul" $count={blogs.length}>
      {blogs.map((blog) => (
        <li key={blog._id}>
          <Reveal>
            <BlogCard blog={blog} language={language} />
          </Reveal>
        </li>
      ))}
    </Cards>
  );
}
