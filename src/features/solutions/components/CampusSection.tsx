import { useTranslation } from 'react-i18next';
import { CountedGrid } from '@/components/CountedGrid';
import { campusContent, sectionIds } from '@/features/solutions/content';
import { Checklist } from './Checklist';
import { SolutionSection } from './SolutionSection';

const prefix = 'solutions.campus';

/** CampusCare: 10 user-centric features, then what the management and guard apps do. */
export function CampusSection() {
  const { t } = useTranslation();
  return (
    <SolutionSection
      id={sectionIds.campus}
      tone="alt"
      title={t(`${prefix}.title`)}
      intro={t(`${prefix}.intro`)}
    >
      <Checklist
        id="campus-user-features"
        title={t(`${prefix}.headings.userFeatures`)}
        prefix={`${prefix}.userFeatures`}
        items={campusContent.userFeatures}
      />
      <CountedGrid $count={2} $columns={{ tablet: 1 }}>
        <div>
          <Checklist
            id="campus-management-app"
            title={t(`${prefix}.headings.managementApp`)}
            prefix={`${prefix}.managementApp`}
            items={campusContent.managementApp}
            columns="single"
          />
        </div>
        <div>
          <Checklist
            id="campus-guard-app"
            title={t(`${prefix}.headings.guardApp`)}
            prefix={`${prefix}.guardApp`}
            items={campusContent.guardApp}
            columns="single"
          />
        </div>
      </CountedGrid>
    </SolutionSection>
  );
}
