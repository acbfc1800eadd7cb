import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sectionIds, warehouseFlow } from '@/features/solutions/content';
import { SolutionSection, SubHeading } from './SolutionSection';

const prefix = 'solutions.warehouse';

/** The ordered list carries the numbering for assistive tech; the badges repeat it visually. */
const Steps = styled.ol`
  counter-reset: step;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  counter-increment: step;
  position: relative;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &::before {
    content: counter(step);
    position: absolute;
    top: ${({ theme }) => theme.space.sm};
    left: ${({ theme }) => theme.space.md};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accentText};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space.sm};
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
