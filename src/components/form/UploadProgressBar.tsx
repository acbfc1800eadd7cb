import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UploadProgress } from '@/api/submission';
import { Hint } from './styles';
import { theme } from '@/theme/theme';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  width: 100%;
  max-width: 28rem;
`;

const Bar = styled.progress`
  width: 100%;
  height: 0.75rem;
  accent-color: ${theme.colors.accentText};
`;

const MB = 1024 * 1024;
/** D35: the polite announcement moves in steps of this many percent, not at every update. */
const ANNOUNCE_STEP = 10;

/**
 * D35: how far a lead's upload got, while it is sent: a bar with the percentage and "x of y
 * MB". The bar and its text update a few times a second; screen readers hear it politely in
 * steps of 10 %, which is as often as a listener can follow.
 */
export function UploadProgressBar({ progress }: { progress: UploadProgress | undefined }) {
  const { t, i18n } = useTranslation();
  const share = progress && progress.total > 0 ? progress.sent / progress.total : 0;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const megabytes = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const label = t('leads.progress.label');
  const amount = progress
    ? t('leads.progress.amount', {
        percent: percent.format(share),
        sent: megabytes.format(progress.sent / MB),
        total: megabytes.format(progress.total / MB),
      })
    : '';
  const step = Math.floor((share * 100) / ANNOUNCE_STEP) * ANNOUNCE_STEP;
  return (
    <Wrapper>
      <Bar value={share} max={1} aria-label={label} aria-valuetext={amount || undefined} />
      <Hint aria-hidden="true">{amount}</Hint>
      <p role="status" className="visually-hidden">
        {progress ? t('leads.progress.announce', { percent: percent.format(step / 100) }) : ''}
      </p>
    </Wrapper>
  );
}
