import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sectionIds, warehouseFlow } from '@/features/solutions/content';
import { SolutionSection, SubHeading } from './SolutionSection';
import { theme } from '@/theme/theme';

const prefix = 'solutions.warehouse';

/** The ordered list carries the numbering for assistive tech; the badges repeat it visually. */
const Steps = styled.ol`
  counter-reset: step;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  counter-increment: step;
  position: relative;
  padding: ${theme.space.xl} ${theme.space.md} ${theme.space.md};
  background: ${theme.colors.surface};
  border-top: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  &::before {
    content: counter(step);
    position: absolute;
    top: ${theme.space.sm};
    left: ${theme.space.md};
    font-weight: 700;
    color: ${theme.colors.accentText};
  }
  h4 {
    font-size: ${theme.fontSizes.md};
    margin-bottom: ${theme.space.sm};
  }
  p {
    margin: 0;
  }
`;

/** Warehouse gate automation: the 5-step flow of a truck, from booking to exit. */
export function WarehouseSection() {
  const { t } = useTranslation();
  return (
    <SolutionSection
      id={sectionIds.warehouse}
      tone="alt"
      title={t(`${prefix}.title`)}
      intro={t(`${prefix}.intro`)}
    >
      <SubHeading id="warehouse-flow">{t(`${prefix}.headings.flow`)}</SubHeading>
      <Steps aria-labelledby="warehouse-flow">
        {warehouseFlow.map((step) => (
          <Step key={step}>
            <h4>{t(`${prefix}.flow.${step}.title`)}</h4>
            <p>{t(`${prefix}.flow.${step}.text`)}</p>
          </Step>
        ))}
      </Steps>
    </SolutionSection>
  );
}
