import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ExternalLink } from '@/components/ExternalLink';
import { HeadedSection } from '@/components/HeadedSection';
import { CountedGrid } from '@/components/CountedGrid';
import { Card, CardBody } from '@/components/pageBlocks';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { images } from '@/generated/images';
import { teamMembers } from '@/features/about/content';
import { theme } from '@/theme/theme';

const Name = styled.h3`
  margin-bottom: ${theme.space.xs};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.brand};
`;

const Role = styled.p`
  font-weight: 600;
  color: ${theme.colors.accentText};
`;

/** Spec "About": four core team cards with name, role, bio, photo and profile link. */
export function CoreTeam() {
  const { t } = useTranslation();
  return (
    <HeadedSection headingId="about-team-title" heading={t('about.team.heading')} tone="alt">
      <CountedGrid as="ul" $count={teamMembers.length} $columns={{ desktop: 4 }}>
        {teamMembers.map((member) => (
          <li key={member.id}>
            <Card>
              <MediaFrame $ratio="1" $placeholder>
                <ResponsiveImage
                  image={images[member.image]}
                  alt={t('about.team.photoAlt', { name: member.name })}
                  sizes="(max-width: 768px) 100vw, 280px"
                />
              </MediaFrame>
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
      </CountedGrid>
    </HeadedSection>
  );
}
