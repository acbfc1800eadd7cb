import {
  prepareDataForValidation,
  yupToFormErrors,
  type FormikErrors,
  type FormikValues,
} from 'formik';
import { ValidationError, type AnyObjectSchema } from 'yup';

type Errors = FormikErrors<FormikValues>;

/** Where a check reads the form's newest values. */
type ValuesSource = () => FormikValues;

export interface LatestCheck {
  /** For Formik's `validate`, and for a submit's own check. */
  validate: (values: FormikValues) => Promise<Errors>;
  /**
   * Makes every check read the form's values from `source` (the form's store), rather than
   * take the values Formik hands it. Returns the undo, for an effect's cleanup.
   */
  readValuesFrom: (source: ValuesSource) => () => void;
}

interface Run {
  values: FormikValues;
  errors: Promise<Errors>;
}

/**
 * The form's check, for Formik's `validate`, whose result is always that of the form's newest
 * values. Two things stood in the way:
 * - Formik sets each check's errors when the check ends, and checks are asynchronous (a chosen
 *   file's first bytes are read to know its type), so a check could end after a later one and
 *   put its older errors back.
 * - Formik hands a check the values of its last render with the one changed value set in
 *   them. A value set by a promise (a shrunk photo) after another (the Aadhaar PDF, just
 *   chosen) but before the render of that other was checked beside the older, empty Aadhaar:
 *   the page said "Aadhaar Card is required" beside the chosen file until a field was left.
 *   Leaving one removed the line and moved the submit button under the press, and the submit
 *   was lost (WebKit's journey, 5 runs in 30 on a loaded machine, after a first fix that waited
 *   for renders and missed a check that ended before the next one).
 *
 * So a check reads the newest values from the form (`readValuesFrom`), whatever Formik hands
 * it; a check that ends hands over the result of the latest check started; and where the
 * values have changed since that one started, they are checked again. Without a source (a
 * form outside the site's shell) it checks the values it is given.
 */
export function latestCheck(schema: AnyObjectSchema): LatestCheck {
  let source: ValuesSource | undefined;
  let latest: Run | undefined;
  const start = (values: FormikValues): Run => {
    const run = { values, errors: check(schema, values) };
    latest = run;
    return run;
  };
  return {
    validate: async (given) => {
      let run = start(source?.() ?? given);
      for (;;) {
        const errors = await run.errors;
        if (latest && run !== latest) {
          run = latest;
          continue;
        }
        const newest = source?.();
        if (!newest || sameValues(newest, run.values)) return errors;
        run = start(newest);
      }
    },
    readValuesFrom: (read) => {
      source = read;
      return () => {
        if (source === read) source = undefined;
      };
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
