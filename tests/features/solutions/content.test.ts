import fs from 'node:fs';
import path from 'node:path';
import { readLocale } from '../../../scripts/build/locales.cjs';
import { flatten } from '../../../scripts/i18n/i18nKeys';
import {
  campusContent,
  mechanisedTypes,
  parkingContent,
  smartGateContent,
  solutionCards,
  SOLUTIONS_ROW_INTERVAL_MS,
  warehouseFlow,
} from '@/features/solutions/content';
import { CARDS_PER_VIEW } from '@/features/solutions/useCardsPerView';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';

const publicDir = path.resolve(__dirname, '../../../public');

describe('solutions content (spec sections 2 and 9)', () => {
  it('uses the spec constants', () => {
    expect(SOLUTIONS_ROW_INTERVAL_MS).toBe(3000);
    expect(CARDS_PER_VIEW).toBe(3);
  });

  it('has exactly the spec counts', () => {
    expect(solutionCards.map((card) => card.id)).toEqual([
      'parking',
      'campus',
      'mechanised',
      'warehouse',
    ]);
    expect(parkingContent.coreFeatures).toHaveLength(12);
    expect(parkingContent.hardware).toHaveLength(6);
    for (const item of parkingContent.hardware) expect(item.points).toHaveLength(2);
    expect(parkingContent.security).toHaveLength(3);
    expect(parkingContent.maintenance).toHaveLength(3);
    expect(parkingContent.reports.map((report) => report.id)).toEqual([
      'dashboard',
      'fastagReport',
    ]);
    expect(campusContent.userFeatures).toHaveLength(10);
    expect(mechanisedTypes).toHaveLength(8);
    expect(warehouseFlow).toHaveLength(5);
    expect(smartGateContent.features).toHaveLength(7);
    expect(smartGateContent.benefits).toHaveLength(6);
  });

  it('links each card to its real brochure PDF in public/brochures (D26)', () => {
    expect(solutionCards.map((card) => card.brochure)).toEqual([
      '/brochures/PMS.pdf',
      '/brochures/CampusCare.pdf',
      '/brochures/Carparkingsolution.pdf',
      '/brochures/warehouse.pdf',
    ]);
    for (const { brochure } of solutionCards) {
      const file = path.join(publicDir, brochure);
      expect({ brochure, exists: fs.existsSync(file) }).toEqual({ brochure, exists: true });
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // A real, multi-section document (D26), not an empty placeholder.
      expect(bytes.length).toBeGreaterThan(2000);
    }
  });

  it.each(SUPPORTED_LANGUAGES)('has every key the page uses in %s', (language) => {
    const strings = flatten(readLocale(language));
    const keys = [
      ...solutionCards.flatMap(({ id }) => [`cards.${id}.title`, `cards.${id}.summary`]),
      ...parkingContent.coreFeatures.map((key) => `parking.coreFeatures.${key}`),
      ...parkingContent.hardware.flatMap(({ id, points }) => [
        `parking.hardware.${id}.title`,
        ...points.map((point) => `parking.hardware.${id}.points.${point}`),
      ]),
      ...parkingContent.security.map((key) => `parking.security.${key}`),
      ...parkingContent.maintenance.map((key) => `parking.maintenance.${key}`),
      ...parkingContent.reports.flatMap(({ id }) => [`parking.${id}.alt`, `parking.${id}.caption`]),
      ...campusContent.userFeatures.map((key) => `campus.userFeatures.${key}`),
      ...campusContent.managementApp.map((key) => `campus.managementApp.${key}`),
      ...campusContent.guardApp.map((key) => `campus.guardApp.${key}`),
      ...mechanisedTypes.flatMap(({ id }) =>
        ['title', 'text', 'alt'].map((field) => `mechanised.types.${id}.${field}`),
      ),
      ...warehouseFlow.flatMap((step) => [
        `warehouse.flow.${step}.title`,
        `warehouse.flow.${step}.text`,
      ]),
      ...smartGateContent.features.map((key) => `smartGate.features.${key}`),
      ...smartGateContent.benefits.map((key) => `smartGate.benefits.${key}`),
    ].map((key) => `solutions.${key}`);
    const missing = keys.filter((key) => !strings.get(key));
    expect(missing).toEqual([]);
  });
});
