import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Card, CardBody } from '../../../components/layout';
import type { SupportVideo } from '../supportApi';

const Player = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.brandStrong};
`;

/** Cards in a row share a height; the button sits at the bottom whatever the title's length. */
const Root = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Body = styled(CardBody)`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const Heading = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

interface VideoCardProps {
  video: SupportVideo;
  onWatch: (id: string) => void;
}

/** A support video with an inline player; "Watch" opens it in the larger modal player. */
export function VideoCard({ video, onWatch }: VideoCardProps) {
  const { t } = useTranslation();
  const heading = video.supportVideoHeading || t('support.untitled');
  return (
    <Root>
      {/* Silent how-to recordings: the server sends no caption track to attach. */}
      <Player src={video.supportVideo} controls preload="metadata" />
      <Body>
        <Heading>{heading}</Heading>
        {/* The name says which video, since every card has a "Watch" button. */}
        <Button
          type="button"
          $variant="secondary"
          aria-label={t('support.watchLabel', { title: heading })}
          onClick={() => onWatch(video._id)}
        >
          {t('support.watch')}
        </Button>
      </Body>
    </Root>
  );
}
