import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { MapPinIcon } from '@/components/icons/contact';
import { mapEmbedUrl, type Office } from '@/config/site';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { mapOpened, selectMapOpen } from '@/features/contact/contactSlice';
import { theme } from '@/theme/theme';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  /* auto, so the iframe's height attribute gives way to the aspect ratio */
  height: auto;
  aspect-ratio: 4 / 3;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceAlt};
`;

const ShowButton = styled(Button)`
  min-height: 40px;
  padding: ${theme.space.xs} ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  svg {
    width: 18px;
    height: 18px;
  }
`;

/**
 * D21: a "Show map" button; the map provider's frame is requested only when the visitor asks
 * for it, and then takes the button's place, at the card's foot. Until then the card shows
 * the address as text and nothing that looks like a map. Which maps are open is kept in the
 * contact slice.
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
    <ShowButton
      type="button"
      $variant="secondary"
      onClick={openMap}
      aria-label={t('contact.map.openFor', { office: title })}
    >
      <MapPinIcon />
      {t('contact.map.open')}
    </ShowButton>
  );
}
