import type { ReactNode } from 'react';
import { Container, Section } from './layout';
import { SectionHeading } from './pageBlocks';
import { Reveal } from './Reveal';

interface HeadedSectionProps {
  /** The heading's id; the section is named by its heading (aria-labelledby). */
  headingId: string;
  heading: string;
  tone?: 'plain' | 'alt' | 'dark';
  children: ReactNode;
}

/** A page band of its own: h2 and content at the reading width, revealed on scroll together. */
export function HeadedSection({ headingId, heading, tone, children }: HeadedSectionProps) {
  return (
    <Section $tone={tone} aria-labelledby={headingId}>
      <Container>
        <Reveal>
          <SectionHeading id={headingId}>{heading}</SectionHeading>
          {children}
        </Reveal>
      </Container>
    </Section>
  );
}
