/**
 * The last step of `npm run build`, after precompression: marks dist/ as a complete build
 * (scripts/build/buildMarker.ts, D41). Nothing may be written into dist/ after it.
 */
import path from 'node:path';
import { writeBuildMarker } from './buildMarker';

const file = writeBuildMarker(path.resolve(__dirname, '../../dist'), process.env);
console.info(`${path.relative(process.cwd(), file)} written: the build is complete`);
