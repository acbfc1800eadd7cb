import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';

/** An upload as DevTools can show it: a File would be shown as `{}`. */
interface FileSummary {
  name: string;
  size: number;
  type: string;
}

/**
 * A copy of a state or an action for Redux DevTools: uploads become `{ name, size, type }`,
 * and RTK Query's raw `Request`/`Response` objects (in `meta.baseQueryMeta`), which DevTools
 * cannot show and which hold nothing a developer needs, are left out.
 */
export function forDevTools(value: unknown): unknown {
  if (typeof File !== 'undefined' && value instanceof File) {
    const summary: FileSummary = { name: value.name, size: value.size, type: value.type };
    return summary;
  }
  if (Array.isArray(value)) return value.map(forDevTools);
  if (value === null || typeof value !== 'object') return value;
  if (typeof Request !== 'undefined' && (value instanceof Request || value instanceof Response)) {
    return undefined;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'baseQueryMeta') continue;
    copy[key] = forDevTools(entry);
  }
  return copy;
}

/**
 * Redux DevTools in development (never in production): a named instance, a history long enough
 * for a whole visit (a few hundred actions), and the sanitised copies above.
 */
export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'ParkNova website',
  maxAge: 500,
  actionSanitizer: (action) => forDevTools(action) as typeof action,
  stateSanitizer: (state) => forDevTools(state) as typeof state,
};
