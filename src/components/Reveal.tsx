import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';

const Wrapper = styled.div`
  &[data-reveal='pending'] {
    opacity: 0;
    transform: translateY(24px);
  }
  &[data-reveal='shown'] {
    opacity: 1;
    transform: none;
    transition:
      opacity ${theme.motion.reveal} ease-out,
      transform ${theme.motion.reveal} ease-out;
  }
  ${media.reducedMotion} {
    &[data-reveal] {
      opacity: 1;
      transform: none;
    }
  }
`;

/**
 * Spec section 2: scroll-in animations run once, 650 ms. The element is visible by default
 * (no script, or no IntersectionObserver). The observer's first report says where it is: in or
 * above the viewport, it stays as it is; below, it is hidden until it scrolls in, then shown,
 * and the observer lets go. Hidden only then, off screen, so nobody sees it disappear. The
 * observer measures during the browser's own layout: a `getBoundingClientRect` here forced a
 * layout per section while a page was mounting, 35 ms of a click on a phone (issue 25).
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (entry.isIntersecting && element.dataset.reveal === 'pending') {
        element.dataset.reveal = 'shown';
      } else if (!entry.isIntersecting && entry.boundingClientRect.top >= window.innerHeight) {
        element.dataset.reveal = 'pending';
        return;
      }
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <Wrapper ref={ref}>{children}</Wrapper>;
}
