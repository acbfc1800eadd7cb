import { useTranslation } from 'react-i18next';
import { Hint } from './styles';

/** Explains the asterisk once per form; the fields themselves carry `required`. */
export function RequiredNote() {
  const { t } = useTranslation();
  return <Hint>{t('forms.requiredNote')}</Hint>;
}
