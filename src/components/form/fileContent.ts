/**
 * D40: a file is judged by its first bytes as well as the type the browser reports, which comes
 * from the file name (a renamed program would pass as a PDF). Some Android pickers report no
 * type for a real PDF: its content decides then.
 */
const SIGNATURES: readonly { type: string; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

const LONGEST = Math.max(...SIGNATURES.map(({ bytes }) => bytes.length));

/** What each file already read showed: a file's bytes never change. */
const known = new WeakMap<Blob, string | null>();

/** The type the file's first bytes show, of those the site accepts; null for anything else. */
export async function contentType(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, LONGEST).arrayBuffer());
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, at) => head[at] === byte));
  const type = match?.type ?? null;
  known.set(file, type);
  return type;
}

/**
 * Whether the file is one of `types` by its content, and the type it reports (what the
 * multipart part will say) is that same type or none at all. A file read before is answered at
 * once: Formik does not drop a stale validation, so the check of the file a visitor just
 * replaced (on the picker's blur) must not finish after the check of the new one.
 */
export function hasContentOf(file: File, types: readonly string[]): boolean | Promise<boolean> {
  const matches = (content: string | null) =>
    content !== null && types.includes(content) && (file.type === '' || file.type === content);
  const content = known.get(file);
  return content === undefined ? contentType(file).then(matches) : matches(content);
}
