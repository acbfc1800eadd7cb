/** Small byte helpers for the photo formats: JPEG segments, PNG chunks, EXIF. */

/** The bytes of an ASCII text: the names segments and chunks go by. */
export function ascii(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length: text.length }, (_, at) => text.charCodeAt(at));
}

/** Whether `data` starts with `id`, the way APP segments name their kind. */
export function startsWith(data: Uint8Array, id: string): boolean {
  return ascii(id).every((byte, at) => data[at] === byte);
}

/** The parts one after another, in one new array. */
export function joined(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
