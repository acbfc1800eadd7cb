import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { afterPaint } from '@/lib/afterPaint';
import { useFormikContext, type FormikContextType, type FormikValues } from 'formik';

/** Formik's state and actions as one render of <Formik> gives them. */
export type FormBag = FormikContextType<FormikValues>;

type Listener = (bag: FormBag) => void;

/**
 * A lead form's Formik state, read by subscription rather than through Formik's context. That
 * context is a new object whenever anything in the form changes (a key press changes the values
 * and starts a validation), so every component that reads it renders on every key. Read through
 * this store, a component renders only when what it selects changes: a key press renders the
 * field typed into, and the parts of the form's status that depend on it (D46).
 */
interface FormStore {
  /** The state of Formik's last commit. */
  current: () => FormBag;
  /** For views (useSyncExternalStore): called in the commit that changed the state. */
  subscribe: (listener: () => void) => () => void;
  /**
   * For effects: called after the commit that changed the state, where a passive effect of
   * that render would run, when Formik's actions see that render's values.
   */
  watch: (listener: Listener) => () => void;
  /**
   * Formik's values with every change made so far, rendered or not. Its actions check the
   * values of its last render (with their own change set in them), which miss a change made
   * since by another action, before the render that shows it.
   */
  latestValues: () => FormikValues;
  /**
   * Checks the whole form once the browser has painted (several calls before then check it
   * once, with the values of that moment): for a change whose result nothing shows yet.
   */
  validateAfterPaint: () => void;
}

interface PublishingStore extends FormStore {
  publish: (bag: FormBag) => void;
  settle: (bag: FormBag) => void;
}

function createFormStore(initial: FormBag): PublishingStore {
  let bag = initial;
  let validationDue = false;
  const views = new Set<() => void>();
  const effects = new Set<Listener>();
  const add = <T,>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  return {
    current: () => bag,
    latestValues: () => {
      let values = bag.values;
      // Formik's reducer hands its newest state to a function; handing it back unchanged
      // changes nothing and renders nothing. Formik has no other reader of that state.
      bag.setFormikState((state) => {
        values = state.values;
        return state;
      });
      return values;
    },
    subscribe: (listener) => add(views, listener),
    watch: (listener) => add(effects, listener),
    validateAfterPaint: () => {
      if (validationDue) return;
      validationDue = true;
      afterPaint(() => {
        validationDue = false;
        // Formik's own check of its last render's values; it does nothing once unmounted.
        void bag.validateForm();
      });
    },
    publish: (next) => {
      bag = next;
      views.forEach((listener) => listener());
    },
    settle: (settled) => effects.forEach((listener) => listener(settled)),
  };
}

const FormStoreContext = createContext<FormStore | null>(null);

/**
 * The one reader of Formik's context in a lead form, just inside <Formik>: it hands each new
 * state to the store. Its children are the same elements from one state to the next, so
 * React leaves them alone unless they subscribed to what changed.
 */
export function FormStateProvider({ children }: { children: ReactNode }) {
  const formik = useFormikContext<FormikValues>();
  const [store] = useState(() => createFormStore(formik));
  // Before paint, in the same commit as Formik's: a visible change shows as soon as today.
  useLayoutEffect(() => store.publish(formik), [store, formik]);
  useEffect(() => store.settle(formik), [store, formik]);
  return <FormStoreContext.Provider value={store}>{children}</FormStoreContext.Provider>;
}

export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('A lead form part outside FormStateProvider');
  return store;
}

/**
 * What `select` picks from the form's state; the component renders again only when that
 * changes (compared with Object.is, so select a value, a string or a flag, not a new object).
 */
export function useFormSelector<T>(select: (bag: FormBag) => T): T {
  const store = useFormStore();
  const snapshot = () => select(store.current());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/**
 * Runs `listener` after each commit that changed the form's state, without rendering the
 * component that asks. The listener may change from render to render.
 */
export function useFormWatch(listener: Listener): void {
  const store = useFormStore();
  const onSettled = useEffectEvent(listener);
  useEffect(() => store.watch((bag) => onSettled(bag)), [store]);
}
