import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Lead, Section } from '@/components/layout';
import { SectionHeading } from '@/components/pageBlocks';
import { Reveal } from '@/components/Reveal';
import { sectionHeadingId } from '@/features/solutions/content';
import { theme } from '@/theme/theme';

const Heading = styled(SectionHeading)`
  scroll-margin-top: ${theme.layout.navHeight};
`;

interface SolutionSectionProps {
  id: string;
  title: string;
  intro: string;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/**
 * One solution's band. The heading can take focus (tabIndex -1) so "Know more" can move
 * keyboard users here; the section is a landmark region named by that heading.
 */
export function SolutionSection({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: SolutionSectionProps) {
  const headingId = sectionHeadingId(id);
  return (
    <Section id={id} $tone={tone} aria-labelledby={headingId}>
      <Container>
        <Reveal>
          <Heading id={headingId} tabIndex={-1}>
            {title}
          </Heading>
          <Lead>{intro}</Lead>
          {children}
        </Reveal>
      </Container>
    </Section>
  );
}

/** A titled block inside a section (h3). */
export const SubHeading = styled.h3`
  font-size: ${theme.fontSizes.lg};
  margin-top: ${theme.space.xl};
`;
