/**
 * The part of structured-data-testing-tool (plain JavaScript, no types of its own) that the
 * structured data end-to-end test uses: test HTML against presets, read what failed.
 */
declare module 'structured-data-testing-tool' {
  export interface Preset {
    name: string;
    description: string;
  }

  export interface TestOutcome {
    test: string;
    description?: string;
    error?: { message?: string };
  }

  export interface TestResult {
    passed: TestOutcome[];
    failed: TestOutcome[];
    warnings: TestOutcome[];
    schemas: string[];
  }

  /** Resolves when every test passed; rejects with `{ type: 'VALIDATION_FAILED', res }` else. */
  export function structuredDataTest(
    input: string | Buffer,
    options?: { presets?: Preset[]; schemas?: string[] },
  ): Promise<TestResult>;
}

declare module 'structured-data-testing-tool/presets' {
  import type { Preset } from 'structured-data-testing-tool';

  export const Google: Preset;
}
