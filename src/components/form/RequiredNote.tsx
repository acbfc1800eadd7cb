import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Hint } from './styles';

const Note = styled(Hint)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Explains the asterisk once per form; the fields themselves carry `required`. */
export function RequiredNote() {
  const { t } = useTranslation();
  return <Note>{t('forms.requiredNote')}</Note>;
}
