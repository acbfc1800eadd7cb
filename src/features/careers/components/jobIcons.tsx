import type { ReactNode } from 'react';

/** Decorative: the card's heading names the role. */
function JobIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Spec section 2: opening cards cycle through 15 icons by their position in the list. */
const shapes: readonly ReactNode[] = [
  // Code
  <path key="code" d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
  // Briefcase
  <g key="briefcase">
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </g>,
  // Wrench
  <path
    key="wrench"
    d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8-1.3-1.3a4 4 0 0 1-5-5L14 6zM3 21l6-6"
  />,
  // Chart
  <path key="chart" d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6" />,
  // Car
  <g key="car">
    <path d="M5 16V11l2-5h10l2 5v5H5zM5 11h14" />
    <circle cx="8" cy="16" r="2" />
    <circle cx="16" cy="16" r="2" />
  </g>,
  // Chip
  <g key="chip">
    <rect x="7" y="7" width="10" height="10" rx="1" />
    <path d="M10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4" />
  </g>,
  // Megaphone
  <path key="megaphone" d="M3 10v4h3l7 4V6l-7 4H3zM17 9a4 4 0 0 1 0 6M6 14l1 5h2l-1-5" />,
  // Headset
  <path
    key="headset"
    d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1v-4zM20 14h-3v5h2a1 1 0 0 0 1-1v-4z"
  />,
  // Shield
  <path key="shield" d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4" />,
  // People
  <g key="people">
    <circle cx="9" cy="8" r="3" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M3 20a6 6 0 0 1 12 0M15 15a5 5 0 0 1 6 5" />
  </g>,
  // Map pin
  <g key="pin">
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </g>,
  // Mobile phone
  <g key="mobile">
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </g>,
  // Clipboard
  <g key="clipboard">
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h4" />
  </g>,
  // Barrier gate
  <path key="barrier" d="M4 21V9M2 21h4M4 11h17v3H4M8 11l3 3M13 11l3 3M18 11l3 3" />,
  // Light bulb
  <path
    key="bulb"
    d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1v2h5v-2c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z"
  />,
];

export const JOB_ICON_COUNT = shapes.length;

export function JobOpeningIcon({ index }: { index: number }) {
  return <JobIcon>{shapes[index % JOB_ICON_COUNT]}</JobIcon>;
}
