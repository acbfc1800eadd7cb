import { useTranslation } from 'react-i18next';
import { JsonLd } from '../components/JsonLd';
import { PageMeta } from '../components/PageMeta';
import { Benefits } from '../features/home/components/Benefits';
import { DemoVideo } from '../features/home/components/DemoVideo';
import { FeatureSlides } from '../features/home/components/FeatureSlides';
import { HomeHero } from '../features/home/components/HomeHero';
import { OurSolutions } from '../features/home/components/OurSolutions';
import { PartnerCarousel } from '../features/home/components/PartnerCarousel';
import { WhatWeDo } from '../features/home/components/WhatWeDo';
import {
  heroNext,
  heroPausedToggled,
  heroPrevious,
  partnersPausedToggled,
  selectHeroIndex,
  selectHeroPaused,
  selectPartnersPaused,
  selectSelectedTopic,
  topicSelected,
} from '../features/home/homeSlice';
import { organizationJsonLd } from '../features/home/organizationJsonLd';
import { usePauseVideosOnScroll } from '../features/home/usePauseVideosOnScroll';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** Spec section 2 "Home". */
export default function HomePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const heroIndex = useAppSelector(selectHeroIndex);
  const heroPaused = useAppSelector(selectHeroPaused);
  const partnersPaused = useAppSelector(selectPartnersPaused);
  const selectedTopic = useAppSelector(selectSelectedTopic);
  usePauseVideosOnScroll();
  return (
    <>
      {/* An empty title gives the home page "ParkNova | <tagline>" (D24). */}
      <PageMeta title="" description={t('seo.pages.home')} />
      <JsonLd data={organizationJsonLd} />
      <HomeHero
        index={heroIndex}
        paused={heroPaused}
        onNext={() => dispatch(heroNext())}
        onPrevious={() => dispatch(heroPrevious())}
        onTogglePause={() => dispatch(heroPausedToggled())}
      />
      <FeatureSlides />
      <WhatWeDo selected={selectedTopic} onSelect={(topic) => dispatch(topicSelected(topic))} />
      <OurSolutions />
      <Benefits />
      <DemoVideo />
      <PartnerCarousel
        paused={partnersPaused}
        onTogglePause={() => dispatch(partnersPausedToggled())}
      />
    </>
  );
}
