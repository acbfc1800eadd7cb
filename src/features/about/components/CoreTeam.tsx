import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ExternalLink } from '@/components/ExternalLink';
import { Card, CardBody, Container, Grid, Section, SectionHeading } from '@/components/layout';
import { Reveal } from '@/components/Reveal';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { teamMembers } from '@/features/about/content';

const Photo = styled.div`
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.brand};
`;

const Role = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentText};
`;

/** Spec "About": four core team cards with name, role, bio, photo and profile link. */
export function CoreTeam() {
  const { t } = useTranslation();
  return (
    <Section $tone="alt" aria-labelledby="about-team-title">
      <Container>
        <Reveal>
          <SectionHeading id="about-team-title">{t('about.team.heading')}</SectionHeading>
          <Grid as="ul" $min="230px">
            {teamMembers.map((member) => (
              <li key={member.id}>
                <Card>
                  <Photo>
                    <ResponsiveImage
                      image={images[member.image]}
                      alt={t('about.team.photoAlt', { name: member.name })}
                      sizes="(max-width: 768px) 100vw, 280px"
                    />
                  </Photo>
                  <CardBody>
                    <Name>{member.name}</Name>
                    <Role>{t(`about.team.members.${member.id}.role`)}</Role>
                    <p>{t(`about.team.members.${member.id}.bio`)}</p>
                    <ExternalLink href={member.profileUrl}>
                      {t('about.team.profileLink', { name: member.name })}
                    </ExternalLink>
                  </CardBody>
                </Card>
              </li>
            ))}
          </Grid>
        </Reveal>
      </Container>
    </Section>
  );
}
