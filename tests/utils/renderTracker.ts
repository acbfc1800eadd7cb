/**
 * Which components rendered in each React commit, by name: the React DevTools extension's
 * "highlight updates", for Jest. It installs the global hook the extension installs (React
 * DOM looks for it when it loads), so jest.config.js loads this file in `setupFiles`, before
 * anything imports react-dom. Commits are only walked while `renders` records.
 *
 * A component rendered in a commit when its fiber carries React's PerformedWork flag; a
 * subtree whose child fibers are the previous commit's was not visited (it bailed out), as
 * DevTools reasons (react-devtools-shared, `didFiberRender` and `updateFiberRecursively`).
 */

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

interface FiberRoot {
  current: Fiber;
}

// React's work tags and flag (packages/react-reconciler/src/ReactWorkTags.js, ReactFiberFlags.js).
const FUNCTION_COMPONENT = 0;
const CLASS_COMPONENT = 1;
const FORWARD_REF = 11;
const MEMO_COMPONENT = 14;
const SIMPLE_MEMO_COMPONENT = 15;
const COMPONENT_TAGS = new Set([
  FUNCTION_COMPONENT,
  CLASS_COMPONENT,
  FORWARD_REF,
  MEMO_COMPONENT,
  SIMPLE_MEMO_COMPONENT,
]);
const PERFORMED_WORK = 1;

function nameOf(type: unknown): string {
  if (typeof type === 'function') {
    const named = type as { displayName?: string; name?: string };
    return named.displayName ?? named.name ?? 'Anonymous';
  }
  if (typeof type === 'object' && type !== null) {
    const wrapped = type as { displayName?: string; render?: unknown; type?: unknown };
    if (wrapped.displayName) return wrapped.displayName;
    if (wrapped.render) return nameOf(wrapped.render);
    if (wrapped.type) return nameOf(wrapped.type);
  }
  return 'Anonymous';
}

function collect(fiber: Fiber, rendered: string[]): void {
  if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) {
    rendered.push(nameOf(fiber.type));
  }
  // The same child fibers as in the previous commit: React skipped the whole subtree.
  if (fiber.alternate && fiber.child === fiber.alternate.child) return;
  for (let child = fiber.child; child; child = child.sibling) collect(child, rendered);
}

let recording: string[][] | null = null;

Object.defineProperty(globalThis, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
  configurable: true,
  value: {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: FiberRoot) => {
      if (!recording) return;
      const rendered: string[] = [];
      collect(root.current, rendered);
      recording.push(rendered);
    },
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
  },
});

/** Our own components only: styled-components' wrappers and library parts are left out. */
const OWN_COMPONENT = /^[A-Z][A-Za-z0-9]*$/;

/**
 * Records the commits `gesture` causes (awaited, with whatever settles after it): for each
 * commit, the names of our components that rendered in it, in render order, a name once per
 * render.
 */
export async function commits(gesture: () => Promise<unknown>): Promise<string[][]> {
  const recorded: string[][] = [];
  recording = recorded;
  try {
    await gesture();
  } finally {
    recording = null;
  }
  return recorded.map((names) => names.filter((name) => OWN_COMPONENT.test(name)));
}

/** The components `gesture` rendered, over all its commits (see `commits`). */
export async function renders(gesture: () => Promise<unknown>): Promise<string[]> {
  return (await commits(gesture)).flat();
}
