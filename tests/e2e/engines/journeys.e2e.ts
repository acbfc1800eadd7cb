/**
 * The journeys of D45 in one engine (E2E_ENGINE) against one server (E2E_BASE_URL): one file,
 * so the engine's browser starts once (tests/e2e/engines/run.ts runs it per engine and server).
 */
import { after } from 'node:test';
import { closeBrowser } from './journeys/context';
import './journeys/routes';
import './journeys/chrome';
import './journeys/leads';
import './journeys/lacking';
import './journeys/search';

after(closeBrowser);
