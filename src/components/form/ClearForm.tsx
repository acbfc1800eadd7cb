import { useContext, useRef } from 'react';
import type { FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { clearDraft, leadFormCleared } from '@/api/leadDrafts';
import { Button } from '@/components/Button';
import { useAppRunning } from '@/hooks/useAppRunning';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { clearCancelled, clearRequested, selectClearing } from './leadFormsSlice';
import { FormIdContext } from './useFieldState';
import { useEmptyForm } from './useEmptyForm';
import { theme } from '@/theme/theme';

/** A line of its own in the form's top row (FormTop), below the note and the button. */
const Confirmation = styled.div`
  display: flex;
  flex-basis: 100%;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  padding: ${theme.space.md};
  border-left: 4px solid ${theme.colors.brand};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceAlt};
  p {
    flex-basis: 100%;
    margin: 0;
    font-weight: 600;
  }
`;

/** Where a visitor who starts again begins: the form's first field. */
function firstField(form: HTMLFormElement | null | undefined): HTMLElement | null {
  return (
    form?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([type="file"]), textarea, select',
    ) ?? null
  );
}

interface ClearFormProps {
  endpoint: string;
  /** The form's values once emptied. */
  blank: () => FormikValues;
  /** A submission is under way: what it sends is no longer the form's to clear. */
  busy: boolean;
}

/**
 * D42: "Clear form" empties the form, files included, and removes its draft, for a visitor on a
 * shared phone or PC who wants nothing left behind. An outlined button at the top of the form,
 * beside the required-fields note and far from the filled submit button, and it asks first: it
 * opens a confirmation (focus stays on it, `aria-expanded` says it opened) whose "Yes" clears,
 * moves focus to the first field and has the form's draft note say that it was cleared; "No"
 * closes it and focus returns to the button. Disabled until the app runs (nothing could clear
 * the form before) and while the form is sending.
 */
export function ClearForm({ endpoint, blank, busy }: ClearFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const running = useAppRunning();
  const empty = useEmptyForm(blank);
  const confirming = useAppSelector((state) => selectClearing(state, endpoint)) === 'confirming';
  const button = useRef<HTMLButtonElement>(null);
  const confirmationId = `${useContext(FormIdContext)}-clear`;

  const clear = () => {
    empty();
    clearDraft(endpoint);
    dispatch(leadFormCleared(endpoint));
    firstField(button.current?.form)?.focus();
  };
  const keep = () => {
    dispatch(clearCancelled(endpoint));
    button.current?.focus();
  };

  return (
    <>
      <Button
        ref={button}
        type="button"
        $variant="secondary"
        disabled={!running || busy}
        aria-expanded={confirming}
        aria-controls={confirming ? confirmationId : undefined}
        onClick={() => dispatch(confirming ? clearCancelled(endpoint) : clearRequested(endpoint))}
      >
        {t('leads.clear.button')}
      </Button>
      {confirming && (
        <Confirmation
          id={confirmationId}
          role="group"
          aria-labelledby={`${confirmationId}-question`}
        >
          <p id={`${confirmationId}-question`}>{t('leads.clear.question')}</p>
          <Button type="button" $variant="secondary" onClick={clear}>
            {t('leads.clear.confirm')}
          </Button>
          <Button type="button" $variant="ghost" onClick={keep}>
            {t('leads.clear.keep')}
          </Button>
        </Confirmation>
      )}
    </>
  );
}
