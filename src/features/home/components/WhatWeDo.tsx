import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HeadedSection } from '@/components/HeadedSection';
import { Lead } from '@/components/layout';
import { media } from '@/theme/media';
import { topics, type TopicId } from '@/features/home/content';
import { selectSelectedTopic, topicSelected } from '@/features/home/homeSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { TopicDetail } from './TopicDetail';
import { theme } from '@/theme/theme';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.xl};
  padding: 0;
  list-style: none;
  ${media.upToMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * A tile that looks pressable (D44): a ring like a radio's that fills when the topic is chosen,
 * a lift on hover and a press on click; the chosen one is filled with the brand colour.
 */
const TopicButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  width: 100%;
  height: 100%;
  min-height: 72px;
  padding: ${theme.space.md};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.brand};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  box-shadow: ${theme.shadows.card};
  transition:
    border-color ${theme.motion.fast},
    background ${theme.motion.fast},
    transform ${theme.motion.fast};
  &::before {
    content: '';
    flex: none;
    width: 14px;
    height: 14px;
    border: 2px solid ${theme.colors.accentText};
    border-radius: ${theme.radii.pill};
  }
  &:focus-visible {
    border-color: ${theme.colors.accentText};
    background: ${theme.colors.surfaceAlt};
  }
  @media (hover: hover) {
    &:hover {
      border-color: ${theme.colors.accentText};
      background: ${theme.colors.surfaceAlt};
      transform: translateY(-2px);
    }
  }
  &:active {
    transform: translateY(1px);
    box-shadow: none;
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brand};
    color: ${theme.colors.textOnDark};
  }
  &[aria-pressed='true']::before {
    border-color: ${theme.colors.textOnDark};
    background: ${theme.colors.accent};
  }
  ${media.upToSmall} {
    font-size: ${theme.fontSizes.sm};
  }
  ${media.reducedMotion} {
    transition: none;
    &:hover,
    &:active {
      transform: none;
    }
  }
`;

/**
 * The label as a flex item of its own that may shrink below its longest word: a wider font than
 * ours (a visitor's larger text, a system without Noto) breaks "aparcamientos" inside the tile,
 * with a hyphen where the browser knows the language, instead of pushing the page past 320 px.
 */
const TopicLabel = styled.span`
  min-width: 0;
  overflow-wrap: break-word;
  hyphens: auto;
`;

const DETAIL_ID = 'home-topic-detail';

/**
 * One topic's toggle button (aria-pressed, so the chosen one is announced as pressed). It
 * reads whether it is the chosen one, so a choice renders the card it leaves and the card it
 * takes, not the other four (D46).
 */
const TopicCard = memo(function TopicCard({ id }: { id: TopicId }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pressed = useAppSelector((state) => selectSelectedTopic(state) === id);
  return (
    <li>
      <TopicButton
        type="button"
        aria-pressed={pressed}
        aria-controls={DETAIL_ID}
        onClick={() => dispatch(topicSelected(id))}
      >
        <TopicLabel>{t(`home.topics.items.${id}.label`)}</TopicLabel>
      </TopicButton>
    </li>
  );
});

/** The detail below the cards, following the choice by itself. */
function ChosenTopicDetail() {
  const selected = useAppSelector(selectSelectedTopic);
  return <TopicDetail id={DETAIL_ID} topic={topics.find((item) => item.id === selected)} />;
}

/**
 * Spec "Home": six topic cards; choosing one replaces the title, text and image shown below.
 * The section reads no choice itself: a choice renders two cards and the detail, not this
 * section's heading and intro, nor the home page (D46).
 */
export function WhatWeDo() {
  const { t } = useTranslation();
  return (
    <HeadedSection headingId="home-topics-title" heading={t('home.topics.heading')} tone="alt">
      <Lead>{t('home.topics.intro')}</Lead>
      <Cards aria-label={t('home.topics.listLabel')}>
        {topics.map((topic) => (
          <TopicCard key={topic.id} id={topic.id} />
        ))}
      </Cards>
      <ChosenTopicDetail />
    </HeadedSection>
  );
}
