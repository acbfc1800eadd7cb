import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { useSubmission } from '../../../components/form/useSubmission';
import { useSubscribeMutation } from '../newsletterApi';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const EmailInput = styled.input`
  flex: 1 1 200px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Status = styled.p`
  flex-basis: 100%;
  min-height: 1.6em;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Footer newsletter box. The browser's own required + email checks validate (spec section 5),
 * so the input stays uncontrolled; D17 adds the announced success and failure statuses.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [subscribe] = useSubscribeMutation();
  // The footer stays on screen from page to page; its thank-you belongs to the page it was
  // given on, so it goes when the visitor moves on.
  const { pathname } = useLocation();
  const { status, busy, canStart } = useSubmission('subscribe', pathname);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canStart()) return; // D18: never twice at once.
    const form = event.currentTarget;
    const email = form.elements.namedItem('email');
    if (!(email instanceof HTMLInputElement)) return;
    const result = await subscribe({ email: email.value.trim() });
    if (!('error' in result)) form.reset();
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-label={t('footer.newsletter.formLabel')}>
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
        {t('footer.newsletter.submit')}
      </Button>
      <Status role="status">
        {status === 'succeeded' && t('footer.newsletter.success')}
        {status === 'failed' && t('footer.newsletter.failure')}
      </Status>
    </Form>
  );
}
