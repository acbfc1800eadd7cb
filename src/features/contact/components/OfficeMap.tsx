import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Button } from '@/components/Button';
import { MapPinIcon } from '@/components/icons/contact';
import { mapEmbedUrl, type Office } from '@/config/site';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { mapOpened, selectMapOpen } from '@/features/contact/contactSlice';
import { theme } from '@/theme/theme';

/** Placeholder and map share one box, so opening the map moves nothing on the page. */
const box = css`
  display: block;
  width: 100%;
  /* auto, so the iframe's height attribute gives way to the shared aspect ratio */
  height: auto;
  aspect-ratio: 4 / 3;
  border: 0;
  background: ${theme.colors.surfaceAlt};
`;

const Frame = styled.iframe`
  ${box}
`;

const Placeholder = styled.div`
  ${box}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  text-align: center;
  background:
    repeating-linear-gradient(0deg, transparent 0 38px, ${theme.colors.mapGrid} 38px 40px),
    repeating-linear-gradient(90deg, transparent 0 38px, ${theme.colors.mapGrid} 38px 40px),
    ${theme.colors.surfaceAlt};
  svg {
    width: 32px;
    height: 32px;
    color: ${theme.colors.accentText};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
`;

/**
 * D21: a light placeholder with the address; the map provider's iframe is requested only
 * when the visitor asks for it. Which maps are open is kept in the contact slice.
 */
export function OfficeMap({ office, title }: { office: Office; title: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectMapOpen(state, office.id));
  const frameId = `office-map-${office.id}`;

  const openMap = () => {
    // Render the map now so focus can move to it: the button the visitor pressed is gone.
    flushSync(() => dispatch(mapOpened(office.id)));
    document.getElementById(frameId)?.focus();
  };

  if (open) {
    return (
      <Frame
        id={frameId}
        title={t('contact.map.frameTitle', { office: title })}
        src={mapEmbedUrl(office)}
        loading="lazy"
        width={400}
        height={300}
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }
  return (
    <Placeholder>
      <MapPinIcon />
      <p>{office.address}</p>
      <Button
        type="button"
        $variant="secondary"
        onClick={openMap}
        aria-label={t('contact.map.openFor', { office: title })}
      >
        {t('contact.map.open')}
      </Button>
    </Placeholder>
  );
}
