/**
 * Upload progress (D35) and the stall time-outs of D10 (amended), byte by byte: the requests
 * go to a hand-driven stand-in for the browser's XMLHttpRequest (tests/utils/fakeXhr.ts).
 */
import { selectSubmission } from '@/api/submissionsSlice';
import { contactApi } from '@/features/contact/contactApi';
import { hiringApi } from '@/features/hiring/hiringApi';
import { FakeXMLHttpRequest, installFakeXhr } from '../utils/fakeXhr';
import { setupApp } from '../utils/renderWithProviders';

installFakeXhr();

const ENDPOINT = 'submitHiringApplication';
const resume = new File(['%PDF-1.4 resume'], 'resume.pdf', { type: 'application/pdf' });

async function sendApplication() {
  const { store } = await setupApp();
  const pending = store.dispatch(
    hiringApi.endpoints.submitHiringApplication.initiate({
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
      contactNumber: '9123456780',
      address: 'Pune',
      position: 'Engineer',
      uploadResume: resume,
    }),
  );
  const submission = () => selectSubmission(store.getState(), ENDPOINT);
  return { store, pending, submission, xhr: await FakeXMLHttpRequest.last() };
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

const MB = 1024 * 1024;

describe('upload progress (D35)', () => {
  it('POSTs the multipart body to the endpoint and keeps { sent, total } in the slice', async () => {
    const { xhr, submission } = await sendApplication();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/hiring-forms/create');
    expect(xhr.body).toBeInstanceOf(FormData);
    expect(submission()).toEqual({ status: 'submitting', failure: null });
    xhr.progress(1 * MB, 8 * MB);
    expect(submission().progress).toEqual({ sent: 1 * MB, total: 8 * MB });
  });

  it('records at most one update every 250 ms, and always the last byte', async () => {
    const { xhr, submission } = await sendApplication();
    xhr.progress(1 * MB, 8 * MB);
    await jest.advanceTimersByTimeAsync(100);
    xhr.progress(2 * MB, 8 * MB);
    expect(submission().progress).toEqual({ sent: 1 * MB, total: 8 * MB });
    await jest.advanceTimersByTimeAsync(200);
    xhr.progress(3 * MB, 8 * MB);
    expect(submission().progress).toEqual({ sent: 3 * MB, total: 8 * MB });
    xhr.progress(8 * MB, 8 * MB);
    expect(submission().progress).toEqual({ sent: 8 * MB, total: 8 * MB });
  });

  it('ends with the answer: a 2xx (any body) is a success and the progress goes', async () => {
    const { xhr, pending, submission } = await sendApplication();
    xhr.progress(8 * MB, 8 * MB);
    xhr.uploadDone();
    xhr.respond(201, 'not JSON');
    expect((await pending).data).toBe('not JSON');
    expect(submission()).toEqual({ status: 'succeeded', failure: null });
    expect(submission().progress).toBeUndefined();
  });

  it('a non-OK answer is a server failure', async () => {
    const { xhr, pending, submission } = await sendApplication();
    xhr.uploadDone();
    xhr.respond(500, 'boom');
    expect((await pending).error).toEqual({ status: 500, data: 'boom' });
    expect(submission()).toEqual({ status: 'failed', failure: 'server' });
  });

  it('no answer at all (the connection failed) is a network failure', async () => {
    const { xhr, pending, submission } = await sendApplication();
    xhr.progress(1 * MB, 8 * MB);
    xhr.fail();
    expect((await pending).error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(submission()).toEqual({ status: 'failed', failure: 'network' });
  });

  it('a JSON lead has its header, and reports no progress', async () => {
    const { store } = await setupApp();
    void store.dispatch(
      contactApi.endpoints.sendContactMessage.initiate({
        name: 'Asha',
        email: 'asha@example.com',
        contactNumber: '9876543210',
        message: 'Hello',
      }),
    );
    const xhr = await FakeXMLHttpRequest.last();
    expect(xhr.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(xhr.body))).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      contactNumber: '9876543210',
      message: 'Hello',
    });
    xhr.progress(50, 100);
    expect(selectSubmission(store.getState(), 'sendContactMessage').progress).toBeUndefined();
  });
});

describe('time-outs by stall, not by total (D10)', () => {
  it('fails when no byte has moved for 30 s while uploading', async () => {
    const { xhr, pending, submission } = await sendApplication();
    await jest.advanceTimersByTimeAsync(20_000);
    xhr.progress(1 * MB, 8 * MB);
    await jest.advanceTimersByTimeAsync(29_900);
    expect(submission().status).toBe('submitting');
    await jest.advanceTimersByTimeAsync(200);
    expect((await pending).error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(submission()).toEqual({ status: 'failed', failure: 'network' });
    expect(xhr.aborted).toBe(true);
  });

  it('a slow upload that keeps moving goes on well past 60 s', async () => {
    const { xhr, pending, submission } = await sendApplication();
    for (let second = 10; second <= 180; second += 10) {
      await jest.advanceTimersByTimeAsync(10_000);
      xhr.progress(second * 50_000, 9_000_000);
    }
    expect(submission().status).toBe('submitting');
    xhr.uploadDone();
    xhr.respond(201);
    await pending;
    expect(submission().status).toBe('succeeded');
  });

  it('fails when no answer came 60 s after the last byte', async () => {
    const { xhr, pending, submission } = await sendApplication();
    xhr.progress(8 * MB, 8 * MB);
    xhr.uploadDone();
    await jest.advanceTimersByTimeAsync(59_900);
    expect(submission().status).toBe('submitting');
    await jest.advanceTimersByTimeAsync(200);
    expect((await pending).error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(submission()).toEqual({ status: 'failed', failure: 'network' });
  });

  it('gives up after 10 minutes in all, however the bytes move', async () => {
    const { xhr, pending, submission } = await sendApplication();
    for (let second = 20; second < 600; second += 20) {
      await jest.advanceTimersByTimeAsync(20_000);
      xhr.progress(second * 1000, 1_000_000);
    }
    expect(submission().status).toBe('submitting');
    await jest.advanceTimersByTimeAsync(20_100);
    expect((await pending).error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(submission().failure).toBe('network');
  });
});
