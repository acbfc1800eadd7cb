import {
  prepareDataForValidation,
  yupToFormErrors,
  type FormikErrors,
  type FormikValues,
} from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';

type Errors = FormikErrors<FormikValues>;

export interface LatestCheck {
  /** For Formik's `validate`. */
  validate: (values: FormikValues) => Promise<Errors>;
  /** To be called with the values of each render of the form, in its commit. */
  showing: (values: FormikValues) => void;
}

interface Run {
  values: FormikValues;
  errors: Promise<Errors>;
  /** How many renders the form had committed when the check started. */
  renders: number;
}

/**
 * The form's check, for Formik's `validate`, whose result is always that of the values the
 * form shows. Formik sets each check's errors when the check ends, and checks are asynchronous
 * (a chosen file's first bytes are read to know its type), so without this a check could end
 * after a later one and put its older errors back. And a value set while an earlier change had
 * not rendered yet (a shrunk photo arriving just after another file was chosen) was checked
 * beside the older values of the other fields: the page said "Aadhaar Card is required" beside
 * the chosen Aadhaar file, until the field was left. Leaving it removed the error and moved the
 * submit button under a press, and the submit was lost (WebKit's journey, D45).
 *
 * So a check that ends hands over the result of the latest check started; and where the form
 * rendered since that one started and shows other values, those are checked instead. (A
 * render after a check started holds every change made before it, so its values are never
 * older than the checked ones. Before that render, the shown values may be the older ones.)
 */
export function latestCheck(schema: AnyObjectSchema): LatestCheck {
  let shown: FormikValues | undefined;
  let renders = 0;
  let latest: Run | undefined;
  const start = (values: FormikValues): Run => {
    latest = { values, errors: check(schema, values), renders };
    return latest;
  };
  return {
    validate: async (values) => {
      let run = start(values);
      for (;;) {
        const errors = await run.errors;
        if (latest && run !== latest) {
          run = latest;
          continue;
        }
        if (!shown || renders === run.renders || sameValues(shown, run.values)) return errors;
        run = start(shown);
      }
    },
    showing: (values) => {
      shown = values;
      renders += 1;
    },
  };
}

/**
 * As Formik checks a `validationSchema` (its `validateYupSchema`): a failed rule is an error
 * message, anything else a fault. But without a stack trace for each failed rule: nothing reads
 * them, and capturing one per empty field made a check of the empty DSA form about five times
 * slower (0.05 against 0.25–0.33 ms in Node). A check runs on every key in a touched field.
 */
async function check(schema: AnyObjectSchema, values: FormikValues): Promise<Errors> {
  const normalized = prepareDataForValidation(values);
  try {
    await schema.validate(normalized, {
      abortEarly: false,
      context: normalized,
      disableStackTrace: true,
    });
    return {};
  } catch (error) {
    if (ValidationError.isError(error)) return yupToFormErrors(error);
    throw error;
  }
}

/** Field by field: Formik copies the values object on every change, so identity says nothing. */
function sameValues(a: FormikValues, b: FormikValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
