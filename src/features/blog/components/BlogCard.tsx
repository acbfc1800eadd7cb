import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardBody } from '@/components/pageBlocks';
import { RemoteImage } from '@/components/RemoteImage';
import { prefetchInView } from '@/lib/prefetchMarks';
import { paths, pathTo } from '@/config/paths';
import { useLangOf } from '@/components/ContentLanguage';
import type { ShownBlog } from '@/features/blog/blogApi';
import { BlogMeta } from './BlogMeta';
import { TypeBadge } from './TypeBadge';
import { theme } from '@/theme/theme';

const Root = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Heading = styled.h3`
  font-size: ${theme.fontSizes.lg};
`;

/** The heading's link covers the whole card, so the card is one tab stop with a clear name. */
const StretchedLink = styled(Link)`
  color: ${theme.colors.brand};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  @media (hover: hover) {
    &:hover {
      text-decoration: underline;
    }
  }
  &:focus-visible {
    outline: none;
  }
`;

/** Spec "Blog listing": main image, type badge, heading, 'Date:' and 'Author:'. */
export function BlogCard({ blog, language }: { blog: ShownBlog; language: string }) {
  const langOf = useLangOf();
  const lang = langOf(blog.contentLanguage);
  return (
    <Root>
      <RemoteImage src={blog.blogMainImage} alt="" width={640} height={360} />
      <CardBody>
        <TypeBadge type={blog.blogType} lang={lang} />
        <Heading lang={lang}>
          <StretchedLink to={pathTo(paths.blogSection, blog._id)} {...prefetchInView}>
            {blog.blogHeading}
          </StretchedLink>
        </Heading>
        <BlogMeta blog={blog} language={language} lang={lang} />
      </CardBody>
    </Root>
  );
}
