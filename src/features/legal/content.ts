import { anchors } from '@/config/paths';

/**
 * The four policies (spec section 2 "Legal pages"). Each is a list of sections whose text
 * lives in the translation files under `legal.<document>.sections.<section>`:
 * `heading`, paragraphs under `text.<key>` and bullet points under `items.<key>`.
 * The structure is shared by all seven languages, so one renderer serves every page.
 */
export interface LegalSectionContent {
  id: string;
  /** DOM id for deep links, e.g. the footer's /refund#cancellation-policy. */
  anchor?: string;
  /** Paragraph keys shown before the list. */
  before?: readonly string[];
  /** Bullet point keys. */
  items?: readonly string[];
  /** Paragraph keys shown after the list. */
  after?: readonly string[];
  /** Ends the section with the company's postal and e-mail contact (from site config, D22). */
  contact?: boolean;
}

export type LegalDocumentId = 'privacy' | 'terms' | 'shipping' | 'refund';

export interface LegalDocumentContent {
  id: LegalDocumentId;
  /** ISO date of the last revision, formatted in the visitor's language. */
  lastUpdated: string;
  /** DOM id of the title region (the refund page's /refund#top). */
  titleAnchor?: string;
  sections: readonly LegalSectionContent[];
}

const LAST_REVISED = '2026-11-01';

export const privacyPolicy: LegalDocumentContent = {
  id: 'privacy',
  // D42: what the site keeps in the browser, for how long and why.
  lastUpdated: '2026-11-25',
  sections: [
    { id: 'scope', before: ['appliesTo', 'law'] },
    {
      id: 'dataWeCollect',
      before: ['overview'],
      items: [
        'contactDetails',
        'businessDetails',
        'applicationDetails',
        'communications',
        'technicalData',
        'preferences',
      ],
    },
    {
      id: 'howWeUse',
      before: ['overview'],
      items: ['respond', 'applications', 'partners', 'newsletter', 'improve', 'compliance'],
    },
    { id: 'consent', before: ['basis', 'withdrawal'] },
    {
      id: 'sharing',
      before: ['noSale'],
      items: ['serviceProviders', 'groupCompanies', 'authorities'],
    },
    {
      id: 'cookies',
      before: ['noTracking', 'overview'],
      items: ['language', 'draft'],
      after: ['control'],
    },
    { id: 'retention', before: ['periods'] },
    { id: 'security', before: ['measures'] },
    {
      id: 'rights',
      before: ['overview'],
      items: ['access', 'correction', 'erasure', 'withdrawConsent', 'nominate'],
      after: ['responseTime'],
    },
    { id: 'children', before: ['notDirected'] },
    { id: 'changes', before: ['updates'] },
    { id: 'contact', before: ['grievanceOfficer'], contact: true },
  ],
};

export const termsAndConditions: LegalDocumentContent = {
  id: 'terms',
  lastUpdated: LAST_REVISED,
  sections: [
    { id: 'acceptance', before: ['agreement'] },
    { id: 'aboutUs', before: ['company'] },
    {
      id: 'websiteUse',
      before: ['overview'],
      items: ['unlawful', 'interference', 'falseInformation', 'automatedCopying'],
    },
    { id: 'products', before: ['accuracy', 'quotations'] },
    {
      id: 'ordersPayment',
      before: ['overview'],
      items: ['confirmation', 'pricesTaxes', 'paymentMethods'],
    },
    { id: 'installation', before: ['delivery', 'acceptance'] },
    { id: 'warranty', before: ['coverage', 'exclusions'] },
    { id: 'softwareLicence', before: ['licence'] },
    { id: 'intellectualProperty', before: ['ownership'] },
    { id: 'liability', before: ['limitation'] },
    { id: 'thirdPartyLinks', before: ['responsibility'] },
    { id: 'governingLaw', before: ['jurisdiction'] },
    { id: 'changes', before: ['revisions'] },
    { id: 'contact', before: ['questions'], contact: true },
  ],
};

export const shippingPolicy: LegalDocumentContent = {
  id: 'shipping',
  lastUpdated: LAST_REVISED,
  sections: [
    { id: 'serviceArea', before: ['indiaOnly'] },
    {
      id: 'eligibleOrders',
      before: ['overview'],
      items: ['preOrders', 'bulkOrders'],
      after: ['installedSystems'],
    },
    { id: 'confirmation', before: ['fullPayment'] },
    { id: 'processing', before: ['timeline', 'madeToOrder'] },
    { id: 'delivery', before: ['transit', 'tracking'] },
    { id: 'charges', before: ['costs'] },
    { id: 'inspection', before: ['onDelivery'] },
    { id: 'contact', before: ['questions'], contact: true },
  ],
};

export const refundPolicy: LegalDocumentContent = {
  id: 'refund',
  lastUpdated: LAST_REVISED,
  titleAnchor: anchors.refundTop,
  sections: [
    {
      id: 'returns',
      before: ['overview'],
      items: ['damagedInTransit', 'wrongItem', 'defective'],
      after: ['condition', 'exclusions'],
    },
    { id: 'returnProcess', before: ['request'] },
    {
      id: 'refunds',
      before: ['approval'],
      items: ['thirdPartyProviders', 'originalMethod', 'timing'],
    },
    {
      id: 'cancellation',
      anchor: anchors.cancellationPolicy,
      before: ['overview'],
      items: ['beforeDispatch', 'afterDispatch', 'madeToOrder', 'subscriptions'],
      after: ['cancellationRefunds'],
    },
    { id: 'contact', before: ['questions'], contact: true },
  ],
};
