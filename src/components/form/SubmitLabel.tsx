import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppRunning } from '@/hooks/useAppRunning';
import { HELD_SUBMIT_ATTRIBUTE } from '@/lib/heldSubmits';

/**
 * The button's label, then the "getting ready" text, shown in its place only while a submit of
 * this form is held on <html> (D40): plain CSS, as no script of the app runs yet.
 */
const Labels = styled.span<{ $formId: string }>`
  & > span + span {
    display: none;
  }
  html[${HELD_SUBMIT_ATTRIBUTE}='${({ $formId }) => $formId}'] & > span {
    display: none;
  }
  html[${HELD_SUBMIT_ATTRIBUTE}='${({ $formId }) => $formId}'] & > span + span {
    display: inline;
  }
`;

interface SubmitLabelProps {
  /** The id of the form the button submits. */
  formId: string;
  label: string;
}

/**
 * A submit button's text. In the prerendered HTML (and the render that hydrates it) the button
 * also holds "Getting ready…" for a submit the boot script holds until the app runs (D40);
 * once the app runs it is the label alone.
 */
export function SubmitLabel({ formId, label }: SubmitLabelProps) {
  const { t } = useTranslation();
  if (useAppRunning()) return label;
  return (
    <Labels $formId={formId}>
      <span>{label}</span>
      <span>{t('forms.gettingReady')}</span>
    </Labels>
  );
}
