import { careerHandlers } from './careers';
import { contentHandlers } from './content';
import { leadHandlers } from './leads';

/** One set of handlers for Jest (msw/node), `npm start` and `npm run preview`. */
export const handlers = [...contentHandlers, ...careerHandlers, ...leadHandlers];
