import { delay, http, HttpResponse } from 'msw';
import { selectSubmission } from '@/api/submissionsSlice';
import { contactApi } from '@/features/contact/contactApi';
import { hiringApi } from '@/features/hiring/hiringApi';
import { newsletterApi } from '@/features/newsletter/newsletterApi';
import { registrationApi } from '@/features/registration/registrationApi';
import { blogApi } from '@/features/blog/blogApi';
import { server } from '@/mocks/node';
import { recordRequests } from '../utils/requests';
import { setupApp } from '../utils/renderWithProviders';

const seen = recordRequests();

function firstRequest(): Request {
  const first = seen[0];
  if (!first) throw new Error('no request was sent');
  return first.request;
}

const pdf = new File(['%PDF-1.4 resume'], 'resume.pdf', { type: 'application/pdf' });
const panCard = new File(['png'], 'pan.png', { type: 'image/png' });
const aadhaarCard = new File(['%PDF-1.4 aadhaar'], 'aadhaar.pdf', { type: 'application/pdf' });

function fileSummary(value: FormDataEntryValue | null) {
  return value instanceof File ? { name: value.name, type: value.type } : value;
}

async function formEntries(request: Request) {
  const form = await request.formData();
  return Object.fromEntries([...form.keys()].map((key) => [key, fileSummary(form.get(key))]));
}

describe('POST endpoints of spec section 7', () => {
  it('contact: JSON name, email, contactNumber, message to /api/contactus/create', async () => {
    const { store } = await setupApp();
    const message = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      contactNumber: '9876543210',
      message: 'Need 200 bays automated',
    };
    await store.dispatch(contactApi.endpoints.sendContactMessage.initiate(message)).unwrap();
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/api/contactus/create');
    expect(seen[0]?.contentType).toContain('application/json');
    expect(await seen[0]?.request.json()).toEqual(message);
  });

  it('newsletter: JSON email with a Content-Type header to /api/subscribe/create', async () => {
    const { store } = await setupApp();
    await store.dispatch(newsletterApi.endpoints.subscribe.initiate({ email: 'a@example.com' }));
    expect(seen[0]?.path).toBe('/api/subscribe/create');
    expect(seen[0]?.contentType).toBe('application/json');
    expect(await seen[0]?.request.json()).toEqual({ email: 'a@example.com' });
  });

  it('hiring: multipart with the spec field names and the resume as a PDF file part', async () => {
    const { store } = await setupApp();
    await store
      .dispatch(
        hiringApi.endpoints.submitHiringApplication.initiate({
          fullName: 'Ravi Kumar',
          email: 'ravi@example.com',
          contactNumber: '9123456780',
          address: '12 MG Road\nPune',
          position: 'Field Service Engineer',
          uploadResume: pdf,
        }),
      )
      .unwrap();
    expect(seen[0]?.path).toBe('/api/hiring-forms/create');
    expect(seen[0]?.contentType).toContain('multipart/form-data');
    expect(await formEntries(firstRequest())).toEqual({
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
      contactNumber: '9123456780',
      // multipart/form-data normalises line breaks to CRLF (HTML form encoding).
      address: '12 MG Road\r\nPune',
      position: 'Field Service Engineer',
      uploadResume: { name: 'resume.pdf', type: 'application/pdf' },
    });
  });

  it('DSA: multipart to /dsa&distbtr/personal/create with the PAN card as a file (D14)', async () => {
    const { store } = await setupApp();
    await store
      .dispatch(
        registrationApi.endpoints.submitDsaRegistration.initiate({
          fullName: 'Meera Iyer',
          mobile: '9876543210',
          altMobile: '',
          email: 'meera@example.com',
          dob: '1990-05-17',
          gender: 'Female',
          pan: 'ABCDE1234F',
          aadhaar: '234567890123',
          address: '4 Lake Road',
          city: 'Chennai',
          state: 'Tamil Nadu',
          pincode: '600018',
          panCard,
          aadhaarCard,
        }),
      )
      .unwrap();
    expect(seen[0]?.path).toBe('/dsa&distbtr/personal/create');
    expect(await formEntries(firstRequest())).toEqual({
      mobileNumber: '9876543210',
      alternateMobileNumber: '',
      email: 'meera@example.com',
      address: '4 Lake Road',
      state: 'Tamil Nadu',
      city: 'Chennai',
      pincode: '600018',
      panNumber: 'ABCDE1234F',
      panCardFile: { name: 'pan.png', type: 'image/png' },
      fullName: 'Meera Iyer',
      gender: 'Female',
      dateOfBirth: '1990-05-17',
      aadhaarNumber: '234567890123',
      aadhaarCardFile: { name: 'aadhaar.pdf', type: 'application/pdf' },
    });
  });

  it('Distributor: multipart to /dsa&distbtr/business/create, optional files only when chosen', async () => {
    const { store } = await setupApp();
    await store
      .dispatch(
        registrationApi.endpoints.submitDistributorRegistration.initiate({
          businessName: 'Sai Traders',
          businessType: 'Partnership',
          pan: 'ABCDE1234F',
          gst: '27ABCDE1234F1Z5',
          registrationNumber: '',
          contactName: 'Sai Patil',
          mobile: '8765432109',
          email: 'sai@example.com',
          address: 'Shop 3, Market Yard',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411037',
          panCard,
          gstCertificate: pdf,
          registrationProof: null,
          tradeLicense: null,
        }),
      )
      .unwrap();
    expect(seen[0]?.path).toBe('/dsa&distbtr/business/create');
    expect(await formEntries(firstRequest())).toEqual({
      mobileNumber: '8765432109',
      alternateMobileNumber: '',
      email: 'sai@example.com',
      address: 'Shop 3, Market Yard',
      state: 'Maharashtra',
      city: 'Pune',
      pincode: '411037',
      panNumber: 'ABCDE1234F',
      panCardFile: { name: 'pan.png', type: 'image/png' },
      businessName: 'Sai Traders',
      typeOfBusiness: 'Partnership',
      gstNumber: '27ABCDE1234F1Z5',
      companyRegistrationNumber: '',
      contactPersonName: 'Sai Patil',
      gstCertificateFile: { name: 'resume.pdf', type: 'application/pdf' },
    });
  });
});

describe('submission status (one slice for every form)', () => {
  const subscribe = async () => {
    const app = await setupApp();
    const pending = app.store.dispatch(
      newsletterApi.endpoints.subscribe.initiate({ email: 'a@example.com' }),
    );
    return { ...app, pending };
  };

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('goes submitting, then succeeded; a 2xx body that is not JSON still counts as received', async () => {
    server.use(http.post('/api/subscribe/create', () => HttpResponse.text('OK', { status: 201 })));
    const { store, pending } = await subscribe();
    expect(selectSubmission(store.getState(), 'subscribe').status).toBe('submitting');
    await pending;
    expect(selectSubmission(store.getState(), 'subscribe')).toEqual({
      status: 'succeeded',
      failure: null,
    });
  });

  it('a non-OK answer is a server failure', async () => {
    server.use(http.post('/api/subscribe/create', () => new HttpResponse(null, { status: 500 })));
    const { store, pending } = await subscribe();
    await pending;
    expect(selectSubmission(store.getState(), 'subscribe')).toEqual({
      status: 'failed',
      failure: 'server',
    });
  });

  it('no answer at all is a network failure', async () => {
    server.use(http.post('/api/subscribe/create', () => HttpResponse.error()));
    const { store, pending } = await subscribe();
    await pending;
    expect(selectSubmission(store.getState(), 'subscribe').failure).toBe('network');
  });
});

describe('time-outs (D10)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('a GET gives up after 15 s', async () => {
    server.use(http.get('/api/blogs/getAll', async () => delay('infinite')));
    const { store } = await setupApp();
    const pending = store.dispatch(blogApi.endpoints.getBlogs.initiate('en'));
    await jest.advanceTimersByTimeAsync(14_900);
    expect(blogApi.endpoints.getBlogs.select('en')(store.getState()).isLoading).toBe(true);
    await jest.advanceTimersByTimeAsync(200);
    const result = await pending;
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });

  // D10 as amended: no fixed 60 s; a body that does not move for 30 s fails. (MSW reports a
  // request's upload only when it answers, so a held request is one whose body never moves;
  // tests/api/submissionTimeouts.test.ts drives each limit byte by byte.)
  it('a submission whose body does not move for 30 s fails as a network failure', async () => {
    server.use(http.post('/api/contactus/create', async () => delay('infinite')));
    const { store } = await setupApp();
    const pending = store.dispatch(
      contactApi.endpoints.sendContactMessage.initiate({
        name: 'A',
        email: 'a@example.com',
        contactNumber: '9876543210',
        message: 'Hi',
      }),
    );
    await jest.advanceTimersByTimeAsync(29_000);
    expect(selectSubmission(store.getState(), 'sendContactMessage').status).toBe('submitting');
    await jest.advanceTimersByTimeAsync(1_100);
    await pending;
    expect(selectSubmission(store.getState(), 'sendContactMessage')).toEqual({
      status: 'failed',
      failure: 'network',
    });
  });
});
