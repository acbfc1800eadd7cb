import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Lead, PageTitle, Section } from './layout';
import { PageMeta } from './PageMeta';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** A branded full-page message (not found, error) inside the normal chrome; never indexed. */
export function StatusPage({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Section>
      <Container>
        <PageMeta title={title} description={text} noindex />
        <PageTitle>{title}</PageTitle>
        <Lead>{text}</Lead>
        <Actions>{children}</Actions>
      </Container>
    </Section>
  );
}
