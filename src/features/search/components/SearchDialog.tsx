import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OutlinedIconButton } from '@/components/Button';
import { CloseIcon } from '@/components/icons/header';
import { Modal } from '@/components/Modal';
import { theme } from '@/theme/theme';
import { SearchCombobox } from './SearchCombobox';

/**
 * The dialog keeps one height whatever it lists, so that the field does not move under the
 * visitor's eyes as results come and go (the browser centres a modal dialog).
 */
const Body = styled.div`
  display: grid;
  grid-template-rows: auto auto 1fr;
  gap: ${theme.space.sm};
  height: min(36rem, calc(100vh - 2 * ${theme.space.md}));
  padding: ${theme.space.md};
  overflow: hidden;
  > ul {
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;

/**
 * The site search's dialog (docs/behaviour.md, "Search"), loaded with the search library when
 * the visitor first opens it: a combobox over the results in the page's language. Modal gives
 * the top layer, the inert page behind, Escape and focus back on the navbar's button; modal at
 * once, so the field takes the first key typed after the button.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal label={t('search.dialogLabel')} onClose={onClose} modalAtOnce>
      <Body>
        <SearchCombobox
          trailing={
            <OutlinedIconButton type="button" aria-label={t('search.close')} onClick={onClose}>
              <CloseIcon />
            </OutlinedIconButton>
          }
        />
      </Body>
    </Modal>
  );
}
