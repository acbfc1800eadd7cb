import { CountedGrid } from '@/components/CountedGrid';
import { Reveal } from '@/components/Reveal';
import type { Blog } from '@/features/blog/blogApi';
import { BlogCard } from './BlogCard';

export function BlogGrid({ blogs, language }: { blogs: readonly Blog[]; language: string }) {
  return (
    <CountedGrid as="ul" $count={blogs.length}>
      {blogs.map((blog) => (
        <li key={blog._id}>
          <Reveal>
            <BlogCard blog={blog} language={language} />
          </Reveal>
        </li>
      ))}
    </CountedGrid>
  );
}
