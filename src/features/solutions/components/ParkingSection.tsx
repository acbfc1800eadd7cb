import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CountedGrid } from '@/components/CountedGrid';
import { Card, CardBody } from '@/components/pageBlocks';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { parkingContent, sectionIds } from '@/features/solutions/content';
import { Checklist } from './Checklist';
import { SolutionSection, SubHeading } from './SolutionSection';
import { theme } from '@/theme/theme';

const prefix = 'solutions.parking';

const ItemTitle = styled.h4`
  font-size: ${theme.fontSizes.md};
  margin-bottom: ${theme.space.sm};
`;

const Points = styled.ul`
  margin: 0;
  padding-left: ${theme.space.lg};
`;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-top: ${theme.space.sm};
    color: ${theme.colors.textMuted};
  }
`;

const Report = styled(MediaFrame)`
  border: 1px solid ${theme.colors.border};
`;

const Columns = styled(CountedGrid)`
  margin-top: ${theme.space.lg};
`;

/** Parking management: 12 core features, 6 hardware items, security, maintenance, reports. */
export function ParkingSection() {
  const { t } = useTranslation();
  return (
    <SolutionSection
      id={sectionIds.parking}
      title={t(`${prefix}.title`)}
      intro={t(`${prefix}.intro`)}
    >
      <Checklist
        id="parking-core-features"
        title={t(`${prefix}.headings.coreFeatures`)}
        prefix={`${prefix}.coreFeatures`}
        items={parkingContent.coreFeatures}
      />
      <SubHeading id="parking-hardware">{t(`${prefix}.headings.hardware`)}</SubHeading>
      <CountedGrid
        as="ul"
        $count={parkingContent.hardware.length}
        aria-labelledby="parking-hardware"
      >
        {parkingContent.hardware.map(({ id, points }) => (
          <li key={id}>
            <Card as="div">
              <CardBody>
                <ItemTitle>{t(`${prefix}.hardware.${id}.title`)}</ItemTitle>
                <Points>
                  {points.map((point) => (
                    <li key={point}>{t(`${prefix}.hardware.${id}.points.${point}`)}</li>
                  ))}
                </Points>
              </CardBody>
            </Card>
          </li>
        ))}
      </CountedGrid>
      <Columns $count={2} $columns={{ tablet: 1 }}>
        <div>
          <Checklist
            id="parking-security"
            title={t(`${prefix}.headings.security`)}
            prefix={`${prefix}.security`}
            items={parkingContent.security}
            columns="single"
          />
        </div>
        <div>
          <Checklist
            id="parking-maintenance"
            title={t(`${prefix}.headings.maintenance`)}
            prefix={`${prefix}.maintenance`}
            items={parkingContent.maintenance}
            columns="single"
          />
        </div>
      </Columns>
      <SubHeading>{t(`${prefix}.headings.reports`)}</SubHeading>
      <CountedGrid $count={parkingContent.reports.length} $columns={{ tablet: 1 }}>
        {parkingContent.reports.map(({ id, image }) => (
          <Figure key={id}>
            <Report $rounded>
              <ResponsiveImage
                image={image}
                alt={t(`${prefix}.${id}.alt`)}
                sizes="(max-width: 768px) 100vw, 580px"
              />
            </Report>
            <figcaption>{t(`${prefix}.${id}.caption`)}</figcaption>
          </Figure>
        ))}
      </CountedGrid>
    </SolutionSection>
  );
}
