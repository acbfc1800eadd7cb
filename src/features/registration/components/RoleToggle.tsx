import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/theme/media';
import { roleOptions } from '@/features/registration/content';
import { roleSelected, selectRole } from '@/features/registration/registrationSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { theme } from '@/theme/theme';

const Fieldset = styled.fieldset`
  margin: 0 0 ${theme.space.xl};
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${theme.space.md};
  font-size: ${theme.fontSizes.lg};
  font-weight: 600;
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.md};
  ${media.upToSmall} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A native radio inside a card-like label: the whole card is the click target. */
const Option = styled.label`
  display: flex;
  gap: ${theme.space.md};
  align-items: flex-start;
  padding: ${theme.space.lg};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${theme.colors.accentText};
    background: ${theme.colors.surfaceAlt};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 1.2rem;
    height: 1.2rem;
    margin: 0.2rem 0 0;
    accent-color: ${theme.colors.accentText};
  }
  strong {
    display: block;
    font-size: ${theme.fontSizes.lg};
  }
  span {
    color: ${theme.colors.textMuted};
  }
`;

/** Spec section 2: DSA (default) or Distributor, switchable at any time. */
export function RoleToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  return (
    <Fieldset>
      <Legend>{t('registration.role.legend')}</Legend>
      <Options>
        {roleOptions.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              name="partner-role"
              value={option.value}
              checked={role === option.value}
              onChange={() => dispatch(roleSelected(option.value))}
              // The label holds both lines; the name is the role, the second line describes it.
              aria-labelledby={`role-${option.value}-name`}
              aria-describedby={`role-${option.value}-text`}
            />
            <div>
              <strong id={`role-${option.value}-name`}>{t(option.labelKey)}</strong>
              <span id={`role-${option.value}-text`}>{t(option.descriptionKey)}</span>
            </div>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
