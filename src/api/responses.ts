import { ValidationError, type ValidateOptions } from 'yup';
import { isRecord, listFrom } from './parse';

/** What an item schema may read from the validation context (`$index` in yup's `when`). */
export interface ItemContext {
  /** The item's position among the records of the server's list. */
  index: number;
}

/** The part of a yup schema used here; every `object({...})` schema fits. */
interface ItemSchema<Item> {
  validateSync(value: unknown, options: ValidateOptions<ItemContext>): Item;
}

/**
 * Every record of a list body (either shape of spec section 7) validated and normalised by
 * `item`; records it rejects, and entries that are not records, are dropped, so one bad row
 * does not cost the visitor the whole list. Unknown keys are left out of the result.
 */
function validItems<Item>(item: ItemSchema<Item>, body: unknown): Item[] {
  return listFrom(body)
    .filter(isRecord)
    .flatMap((raw, index) => {
      try {
        return [item.validateSync(raw, { stripUnknown: true, context: { index } })];
      } catch (error) {
        if (error instanceof ValidationError) return [];
        throw error;
      }
    });
}

/** `transformResponse` for a list answer: the valid items, in server order (D11). */
export function listResponse<Item>(item: ItemSchema<Item>) {
  return (body: unknown): Item[] => validItems(item, body);
}

/** `transformResponse` for "first item used" (spec section 7): null when no item is valid. */
export function firstItemResponse<Item>(item: ItemSchema<Item>) {
  return (body: unknown): Item | null => validItems(item, body)[0] ?? null;
}
