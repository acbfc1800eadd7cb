/**
 * The last step of `npm run build`, after precompression: writes the release's hosting data
 * (its routes and the values its headers name, scripts/hosting/releaseHosting.ts), then the
 * marker that lists every file of dist/ with its size and hash (scripts/build/buildMarker.ts,
 * D41). Nothing may be written into dist/ after it: the marker would no longer match.
 */
import path from 'node:path';
import { writeHostingData } from '../hosting/releaseHosting';
import { writeBuildMarker } from './buildMarker';

const distDir = path.resolve(__dirname, '../../dist');
writeHostingData(distDir, process.env.API_BASE_URL ?? '');
const file = writeBuildMarker(distDir, process.env);
console.info(`${path.relative(process.cwd(), file)} written: the build is complete`);
