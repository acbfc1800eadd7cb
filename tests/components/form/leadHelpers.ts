/**
 * Helpers for the lead-form tests: real files to upload, handlers that capture what a form
 * sends, and a handler that holds its answer so a test can act while a submission is under way.
 */
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { jpegBytes, jpegOfSize, pngBytes, pngOfSize } from '../../utils/imageFiles';

export const MB = 1024 * 1024;

/**
 * The control of the label in `form` whose own text (without the required marker, which is in
 * a child element) matches `text`. Not `getByLabelText` or `getByRole(role, { name })`: in
 * jsdom each of those walks the whole page once per label for every element it considers, the
 * larger part of a form test's time.
 */
export function labelledControl(form: HTMLElement, text: string | RegExp): HTMLElement {
  const label = within(form).getByText(text, { selector: 'label' });
  const control = label instanceof HTMLLabelElement ? label.control : null;
  if (!control) throw new Error(`The label "${String(text)}" has no control`);
  return control;
}

/** The text field (input or textarea) of `form` whose accessible name is `name`. */
export function textField(form: HTMLElement, name: string): HTMLElement {
  const field = labelledControl(form, name);
  expect(field).toHaveRole('textbox');
  expect(field).toHaveAccessibleName(name);
  return field;
}

export const pdfFile = (name = 'resume.pdf') =>
  new File(['%PDF-1.4\n%demo\n'], name, { type: 'application/pdf' });

/** A real 1 × 1 PNG: a photo is read down to its header before it is sent (D43). */
export const pngFile = (name = 'pan-card.png') =>
  new File([pngBytes()], name, { type: 'image/png' });

/** A JPEG's whole structure, a 1 × 1 frame and its scan. */
export const jpegFile = (name = 'aadhaar.jpg') =>
  new File([jpegBytes()], name, { type: 'image/jpeg' });

export const textFile = (name = 'notes.txt') =>
  new File(['plain text'], name, { type: 'text/plain' });

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** A file of `bytes` bytes that is made like a real file of `type` (D40 checks its content). */
export function fileOfSize(name: string, type: string, bytes: number): File {
  if (type === 'image/jpeg') return new File([jpegOfSize(bytes)], name, { type });
  if (type === 'image/png') return new File([pngOfSize(bytes)], name, { type });
  const content = new Uint8Array(bytes);
  if (type === 'application/pdf') content.set(PDF_SIGNATURE);
  return new File([content], name, { type });
}

/** Just over the D15 limit, with the content of its type. */
export const oversizedFile = (name: string, type: string) => fileOfSize(name, type, 5 * MB + 1);

/** Summary of a multipart part: text as is, files by name and type. */
export type Part = string | { name: string; type: string };

export interface CapturedMultipart {
  count: number;
  fields: Record<string, Part> | null;
  /** Every part name in the order it was sent (a name sent twice shows twice). */
  names: string[];
}

/** Answers POST `path` with `status` (or a network error) and keeps the multipart body. */
export function captureMultipart(path: string, status = 201): CapturedMultipart {
  const captured: CapturedMultipart = { count: 0, fields: null, names: [] };
  server.use(
    http.post(path, async ({ request }) => {
      captured.count += 1;
      const form = await request.formData();
      captured.names = [...form.keys()];
      captured.fields = Object.fromEntries(
        [...form.entries()].map(([name, value]) => [
          name,
          typeof value === 'string' ? value : { name: value.name, type: value.type },
        ]),
      );
      return HttpResponse.json({}, { status });
    }),
  );
  return captured;
}

export interface CapturedJson {
  count: number;
  body: unknown;
  contentType: string;
}

export function captureJson(path: string, status = 201): CapturedJson {
  const captured: CapturedJson = { count: 0, body: null, contentType: '' };
  server.use(
    http.post(path, async ({ request }) => {
      captured.count += 1;
      captured.contentType = request.headers.get('content-type') ?? '';
      captured.body = await request.json();
      return HttpResponse.json({}, { status });
    }),
  );
  return captured;
}

/** Counts requests to `path` and answers with a network error (no answer at all). */
export function failWithNetworkError(path: string): { count: number } {
  const seen = { count: 0 };
  server.use(
    http.post(path, () => {
      seen.count += 1;
      return HttpResponse.error();
    }),
  );
  return seen;
}

/** Holds every answer to POST `path` until `release()` (a submission under way). */
export function holdSubmissions(path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const seen = { count: 0 };
  server.use(
    http.post(path, async () => {
      seen.count += 1;
      await gate;
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return { seen, release: () => release() };
}

/** The live region a form announces its outcome in (D27); the footer has statuses too. */
export function outcome(form: HTMLElement, role: 'status' | 'alert') {
  return within(form).getByRole(role);
}

/** The form named by its heading. */
export const formNamed = (name: string) => screen.getByRole('form', { name });

/** Types a whole value in one go (a paste): fast, and still one change event like typing. */
export async function fill(
  user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  element: HTMLElement,
  value: string,
) {
  await user.click(element);
  await user.paste(value);
}

/** The value, or a failed test when it is missing. */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what} to exist`);
  return value;
}

/** Watches window.scrollTo (a stub in jsdom) from this point on. */
export const watchScrollTo = () => jest.spyOn(window, 'scrollTo');
