import { useTranslation } from 'react-i18next';
import { MediaFrame } from '@/components/MediaFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { sectionIds, smartGateContent } from '@/features/solutions/content';
import { Checklist } from './Checklist';
import { SolutionSection } from './SolutionSection';
import { SplitLayout } from './SplitLayout';

const prefix = 'solutions.smartGate';

/** The smart gate behind warehouse automation: 7 features and 6 system benefits. */
export function SmartGateSection() {
  const { t } = useTranslation();
  return (
    <SolutionSection
      id={sectionIds.smartGate}
      title={t(`${prefix}.title`)}
      intro={t(`${prefix}.intro`)}
    >
      <SplitLayout>
        <MediaFrame $rounded>
          <ResponsiveImage
            image={smartGateContent.image}
            alt={t(`${prefix}.imageAlt`)}
            sizes="(max-width: 768px) 100vw, 480px"
          />
        </MediaFrame>
        <div>
          <Checklist
            id="smart-gate-features"
            title={t(`${prefix}.headings.features`)}
            prefix={`${prefix}.features`}
            items={smartGateContent.features}
            columns="single"
          />
        </div>
      </SplitLayout>
      <Checklist
        id="smart-gate-benefits"
        title={t(`${prefix}.headings.benefits`)}
        prefix={`${prefix}.benefits`}
        items={smartGateContent.benefits}
      />
    </SolutionSection>
  );
}
