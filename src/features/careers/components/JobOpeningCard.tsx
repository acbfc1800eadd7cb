import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { prefetchInView } from '@/lib/prefetchMarks';
import { scrollToTop } from '@/lib/scroll';
import { pathTo, paths } from '@/config/paths';
import { useLangOf } from '@/components/ContentLanguage';
import { serverLine } from '@/components/ServerLine';
import type { ShownJobOpening } from '@/features/careers/careersApi';
import { JobOpeningIcon } from './jobIcons';
import { theme } from '@/theme/theme';

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  height: 100%;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  color: ${theme.colors.text};
  text-decoration: none;
  transition:
    transform ${theme.motion.fast},
    box-shadow ${theme.motion.fast};
  @media (hover: hover) {
    &:hover {
      transform: translateY(-3px);
      box-shadow: ${theme.shadows.raised};
    }
  }
  svg {
    color: ${theme.colors.accentText};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

const Count = styled.p`
  margin: 0;
  margin-top: auto;
  color: ${theme.colors.textMuted};
`;

/** A job opening; the whole card links to its details (`/skills/{_id}`) and scrolls to top. */
export function JobOpeningCard({ opening, index }: { opening: ShownJobOpening; index: number }) {
  const { t } = useTranslation();
  const langOf = useLangOf();
  return (
    <CardLink
      to={pathTo(paths.skills, opening._id)}
      onClick={() => scrollToTop()}
      {...prefetchInView}
    >
      <JobOpeningIcon index={index} />
      <Heading lang={langOf(opening.contentLanguage)}>
        {serverLine(opening.jobOpeningHeading)}
      </Heading>
      <Count>{t('careers.openings.count', { count: opening.jobOpeningCount })}</Count>
    </CardLink>
  );
}
