import { useTranslation } from 'react-i18next';
import { JsonLd } from '@/components/JsonLd';
import { PageMeta } from '@/components/PageMeta';
import { Benefits } from '@/features/home/components/Benefits';
import { DemoVideo } from '@/features/home/components/DemoVideo';
import { FeatureSlides } from '@/features/home/components/FeatureSlides';
import { HomeHero } from '@/features/home/components/HomeHero';
import { OurSolutions } from '@/features/home/components/OurSolutions';
import { PartnerCarousel } from '@/features/home/components/PartnerCarousel';
import { WhatWeDo } from '@/features/home/components/WhatWeDo';
import { organizationJsonLd } from '@/features/home/organizationJsonLd';
import { usePauseVideosOnScroll } from '@/features/home/usePauseVideosOnScroll';

/** Spec section 2 "Home". */
export default function HomePage() {
  const { t } = useTranslation();
  usePauseVideosOnScroll();
  return (
    <>
      {/* The carousels keep their positions and pause reasons in the carousels slice. */}
      <HomeHero />
      <FeatureSlides />
      <WhatWeDo />
      <OurSolutions />
      <Benefits />
      <DemoVideo />
      <PartnerCarousel />
      {/* An empty title gives the home page "ParkNova | <tagline>" (D24). */}
      <PageMeta title="" description={t('seo.pages.home')} />
      <JsonLd data={organizationJsonLd} />
    </>
  );
}
