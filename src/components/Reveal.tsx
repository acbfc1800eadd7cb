import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@/theme/media';

const Wrapper = styled.div`
  &[data-reveal='pending'] {
    opacity: 0;
    transform: translateY(24px);
  }
  &[data-reveal='shown'] {
    opacity: 1;
    transform: none;
    transition:
      opacity ${({ theme }) => theme.motion.reveal} ease-out,
      transform ${({ theme }) => theme.motion.reveal} ease-out;
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
 * (no script, or no IntersectionObserver); it is hidden only once an observer is watching it,
 * and the observer lets go after the first reveal.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = 'pending';
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        element.dataset.reveal = 'shown';
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <Wrapper ref={ref}>{children}</Wrapper>;
}
