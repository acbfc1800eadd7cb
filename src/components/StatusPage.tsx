import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Lead, PageTitle, Section } from './layout';
import { theme } from '@/theme/theme';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

/**
 * A branded full-page message (not found, error) inside the normal chrome. Its head (always
 * noindex) comes from the page: the error screen is in the first bundle and keeps it light.
 */
export function StatusPage({
  title,
  text,
  head,
  children,
}: {
  title: string;
  text: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section>
      <Container>
        {head}
        <PageTitle>{title}</PageTitle>
        <Lead>{text}</Lead>
        <Actions>{children}</Actions>
      </Container>
    </Section>
  );
}
