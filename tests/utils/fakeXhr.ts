/**
 * A stand-in for the browser's XMLHttpRequest that a test drives by hand: upload progress,
 * the end of the upload, an answer or a network error, each when the test says. MSW answers
 * a request at once and reports its upload in one go, so the stall time-outs (D10) and the
 * progress (D35) are checked against this instead. It fakes the browser API, not our code.
 */
export class FakeXMLHttpRequest extends EventTarget {
  static readonly HEADERS_RECEIVED = 2;
  static readonly DONE = 4;
  /** Every request made since `install()`, oldest first. */
  static sent: FakeXMLHttpRequest[] = [];

  readonly upload = new EventTarget();
  readyState = 0;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: unknown = null;
  aborted = false;
  readonly headers: Record<string, string> = {};

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXMLHttpRequest.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.readyState = FakeXMLHttpRequest.DONE;
    this.dispatchEvent(new Event('abort'));
  }

  /** `loaded` of `total` bytes of the body have gone out. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }

  /** The last byte went out. */
  uploadDone(): void {
    this.upload.dispatchEvent(new Event('load'));
  }

  respond(status: number, text = ''): void {
    this.status = status;
    this.readyState = FakeXMLHttpRequest.HEADERS_RECEIVED;
    this.dispatchEvent(new Event('readystatechange'));
    this.responseText = text;
    this.readyState = FakeXMLHttpRequest.DONE;
    this.dispatchEvent(new Event('readystatechange'));
    this.dispatchEvent(new Event('load'));
  }

  /** The connection failed: no answer. */
  fail(): void {
    this.readyState = FakeXMLHttpRequest.DONE;
    this.dispatchEvent(new Event('error'));
  }

  /** The latest request, once sent (the app loads its sending code on the first submit). */
  static async last(): Promise<FakeXMLHttpRequest> {
    for (let tick = 0; tick < 100 && FakeXMLHttpRequest.sent.length === 0; tick += 1) {
      await Promise.resolve();
    }
    const last = FakeXMLHttpRequest.sent.at(-1);
    if (!last) throw new Error('no request was sent');
    return last;
  }
}

/** Puts the fake in place of the browser's XMLHttpRequest for each test of the calling file. */
export function installFakeXhr(): void {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXMLHttpRequest.sent = [];
    globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });
}
