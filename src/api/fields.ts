import { array, number, object, string, type ObjectShape } from 'yup';
import { record, safeUrl, safeUrlList, text, textList } from './parse';

/**
 * yup fields for response schemas. Each one normalises instead of rejecting: a missing or
 * odd value becomes the field's empty value, as the pages expect, and only `.required()` on a
 * field makes a row invalid (the row is then dropped, see `responses.ts`). The transforms
 * read the raw value (`raw`), not yup's own coercion, so the rules of `parse.ts` apply
 * unchanged (yup would, for one, turn `true` into "true").
 */

/** Text; numbers are accepted as text, anything else becomes ''. */
export const textField = () =>
  string()
    .transform((_: unknown, raw: unknown) => text(raw))
    .default('');

/** D12: an http(s) or site-relative URL, else ''. */
export const urlField = () =>
  string()
    .transform((_: unknown, raw: unknown) => safeUrl(raw))
    .default('');

/** A list of non-blank texts; anything that is not a list becomes []. */
export const textListField = () =>
  array(string().defined())
    .transform((_: unknown, raw: unknown) => textList(raw))
    .default([]);

/** D12: a list of the usable URLs only. */
export const urlListField = () =>
  array(string().defined())
    .transform((_: unknown, raw: unknown) => safeUrlList(raw))
    .default([]);

/** A finite number, else 0. */
export const countField = () =>
  number()
    .transform((_: unknown, raw: unknown) => {
      const count = Number(raw);
      return Number.isFinite(count) ? count : 0;
    })
    .default(0);

/**
 * A nested reference that the backend may send populated (an object) or as a bare id; a bare
 * id reads as an object with every field empty.
 */
export const nestedRecord = <Shape extends ObjectShape>(shape: Shape) =>
  object(shape).transform((_: unknown, raw: unknown) => record(raw));
