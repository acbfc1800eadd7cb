/**
 * Writes dist/speculation-rules.json (issue 25) from the route table after the webpack build;
 * nginx and the preview server name it in the `Speculation-Rules` header (docs/hosting.md).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPECULATION_RULES_PATH, speculationRules } from '@/config/speculationRules';

const file = join(__dirname, '..', '..', 'dist', SPECULATION_RULES_PATH.slice(1));
writeFileSync(file, JSON.stringify(speculationRules()));
console.info(`dist${SPECULATION_RULES_PATH} written`);
