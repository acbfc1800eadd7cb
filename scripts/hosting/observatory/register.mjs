// Loaded with `node --import` by scripts/hosting/observatory.ts before the Observatory's scanner: swaps
// two of its modules for the offline, loopback versions in this folder (see hooks.mjs).
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
