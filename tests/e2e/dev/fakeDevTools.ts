/**
 * A stand-in for the Redux DevTools browser extension, installed before the page's scripts
 * (RTK's configureStore looks for `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` when its module
 * loads). Like the extension it is the innermost enhancer: it sees each action that reaches the
 * reducer (after the app's middleware) and keeps the resulting state, and a jump replaces the
 * store's state underneath the middleware and listeners, then notifies the subscribers, as the
 * extension's lifted store does. As there, an action that arrives while an earlier state is
 * shown is recorded on top of the latest state, and the page keeps showing the one jumped to;
 * `whilePast` marks those actions (the page judged them against the state it showed).
 * The options the app passes are kept for the test to check.
 *
 * A string, not a function: tsx would wrap a function's inner names in a helper that the page
 * does not have (see collectCspViolations in ../support.ts).
 */
export const FAKE_DEVTOOLS_SCRIPT = `
(() => {
  const JUMP = '@@fakeDevTools/JUMP_TO_STATE';
  const recording = { options: null, actions: [], states: [], whilePast: [] };
  window.__devtoolsRecording = recording;
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options) => {
    recording.options = {
      name: options.name,
      maxAge: options.maxAge,
      sanitizers:
        typeof options.actionSanitizer === 'function' &&
        typeof options.stateSanitizer === 'function',
    };
    const instrument = (createStore) => (reducer, preloadedState) => {
      let appReducer = reducer;
      let shown = -1;
      const lifted = (state, action) => {
        const { states } = recording;
        if (action.type === JUMP) {
          shown = action.index;
          return states[shown];
        }
        const atLatest = shown === states.length - 1;
        const next = appReducer(states.length > 0 ? states[states.length - 1] : state, action);
        recording.actions.push(options.actionSanitizer(action, recording.actions.length));
        recording.whilePast.push(!atLatest);
        states.push(next);
        if (!atLatest) return state;
        shown = states.length - 1;
        return next;
      };
      const store = createStore(lifted, preloadedState);
      window.__devtoolsJump = (index) => {
        if (!(index in recording.states)) throw new Error('no recorded state ' + index);
        store.dispatch({ type: JUMP, index });
      };
      return {
        ...store,
        replaceReducer: (next) => {
          appReducer = next;
          store.replaceReducer(lifted);
        },
      };
    };
    return (...enhancers) => (createStore) =>
      enhancers.reduceRight((created, enhancer) => enhancer(created), instrument(createStore));
  };
})();
`;

export interface RecordedAction {
  type: string;
  payload?: unknown;
}

/** What the page holds: read inside `page.evaluate` callbacks. */
export interface FakeDevToolsWindow {
  __devtoolsRecording: {
    options: { name: unknown; maxAge: unknown; sanitizers: boolean } | null;
    actions: RecordedAction[];
    states: unknown[];
    /** Per action: it arrived while an earlier state was shown. */
    whilePast: boolean[];
  };
  __devtoolsJump: (index: number) => void;
}
