/** The brand palette (deep navy, teal, amber, light) plus the neutrals every artwork shares. */
export const C = {
  navy: '#0b2545',
  navy2: '#13315c',
  navy3: '#1d4e89',
  teal: '#13a89e',
  tealDark: '#0e7c74',
  tealLight: '#7fd6cf',
  amber: '#f4a259',
  amberDark: '#d9822b',
  amberLight: '#f9d3a7',
  light: '#eef4f8',
  white: '#ffffff',
  mist: '#d6e2ea',
  grey: '#8da9c4',
  greyMid: '#6b7f93',
  greyDark: '#4a5a6b',
  asphalt: '#3b4858',
  asphaltDark: '#2b3746',
  concrete: '#c9d3dc',
  concreteDark: '#a7b4c0',
  red: '#e4572e',
  green: '#4cbf73',
  yellow: '#f6d55c',
  glass: '#9cc9e3',
  glassDark: '#5f8fb2',
  leaf: '#3f9d6f',
  leafDark: '#2c7a55',
  trunk: '#7a5236',
  soil: '#8a6a4f',
} as const;

export const CAR_COLOURS = [
  C.teal,
  C.amber,
  C.white,
  C.navy3,
  C.red,
  C.grey,
  '#8ecae6',
  C.greyDark,
] as const;

export const SKIN_TONES = ['#f3cfa7', '#e5b48a', '#c98e62', '#a56b43', '#7d4a2d'] as const;
export const HAIR_COLOURS = ['#1d1b1a', '#3b2a20', '#5a3d2b', '#2a2a35', '#8a8f99'] as const;
export const CLOTH_COLOURS = [
  C.teal,
  C.navy3,
  C.amber,
  '#6c5ce7',
  '#e86f68',
  C.white,
  C.navy,
  '#5aa9e6',
] as const;
