import { useRef, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { FormStatus } from '@/components/form/FormStatus';
import { outcomeText } from '@/components/form/SubmissionStatus';
import { SubmitLabel } from '@/components/form/SubmitLabel';
import { useHeldSubmit } from '@/components/form/useHeldSubmit';
import { useSubmission } from '@/components/form/useSubmission';
import { newsletterApi } from '@/features/newsletter/newsletterApi';
import { theme } from '@/theme/theme';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

// min-width 0: an input's own minimum is its default size (about 265 px here), wider than a
// footer column at 1280 px, which pushed the page 3 px past the screen.
const EmailInput = styled.input`
  flex: 1 1 200px;
  min-width: 0;
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
`;

const Status = styled(FormStatus)`
  flex-basis: 100%;
  min-height: 1.6em;
  font-size: ${theme.fontSizes.sm};
`;

const FORM_ID = 'newsletter-form';

/** A submit held before the app ran goes through the form's own checks and handler (D40). */
const submitAgain = (form: HTMLFormElement) => {
  form.requestSubmit();
};

/**
 * Footer newsletter box. The browser's own required + email checks validate (spec section 5),
 * so the input stays uncontrolled; D17 adds the announced success and failure statuses.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  // The footer stays on screen from page to page; its thank-you belongs to the page it was
  // given on, so it goes when the visitor moves on.
  const { pathname } = useLocation();
  const { status, failure, busy, submit } = useSubmission(
    newsletterApi.endpoints.subscribe,
    pathname,
  );
  const messages = {
    success: t('footer.newsletter.success'),
    failure: t('footer.newsletter.failure'),
  };

  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmit(formRef, submitAgain);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = form.elements.namedItem('email');
    if (!(email instanceof HTMLInputElement)) return;
    // submit() sends nothing while a subscription is under way (D18).
    if (await submit({ email: email.value.trim() })) form.reset();
  };

  return (
    <Form
      ref={formRef}
      id={FORM_ID}
      // POST: a submit that reached the browser would put the address in no URL (D40).
      method="post"
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('footer.newsletter.formLabel')}
    >
      <label htmlFor="newsletter-email" className="visually-hidden">
        {t('footer.newsletter.emailLabel')}
      </label>
      <EmailInput
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={t('footer.newsletter.placeholder')}
      />
      <Button type="submit" disabled={busy}>
        <SubmitLabel formId={FORM_ID} label={t('footer.newsletter.submit')} />
      </Button>
      {/* One region for both outcomes, announced politely (D17). */}
      <Status
        live="status"
        tone={status === 'failed' ? 'error' : 'success'}
        message={outcomeText(messages, status, failure)}
      />
    </Form>
  );
}
