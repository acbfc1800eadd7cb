import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for Jest; tests override single paths with `server.use(...)`. */
export const server = setupServer(...handlers);
