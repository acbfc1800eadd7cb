/** Where RTK Query keeps its cache in the store; its actions' types start with it. */
export const API_REDUCER_PATH = 'api';
