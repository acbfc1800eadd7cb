/** A form value a multipart part can carry: text, or a chosen file (null: none chosen). */
export type PartValue = string | File | null;

/**
 * Which multipart field each form value is sent as (spec section 7): form value name → wire
 * name. Every value of the form must be named, so a field added to a form without a wire
 * name fails the type check instead of being silently left out. Parts are appended in the
 * map's order.
 */
export type FieldMap<Values> = { readonly [Name in keyof Values]: string };

/**
 * The multipart body of a lead: each text value as a part under its wire name; each file as a
 * file part with its own name and type, or no part at all when no file was chosen.
 */
export function toFormData<Values extends Record<keyof Values, PartValue>>(
  values: Values,
  fields: FieldMap<Values>,
): FormData {
  const form = new FormData();
  for (const name of Object.keys(fields) as (keyof Values)[]) {
    const value = values[name];
    const wireName = fields[name];
    if (typeof value === 'string') form.append(wireName, value);
    else if (value) form.append(wireName, value, value.name);
  }
  return form;
}
