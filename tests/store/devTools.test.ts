/** What Redux DevTools is shown: uploads by name, size and type; no raw Request or Response. */
import { forDevTools } from '@/store/devTools';

describe('forDevTools', () => {
  it('shows an upload as its name, size and type', () => {
    const resume = new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });
    const action = {
      type: 'api/executeMutation/pending',
      meta: { arg: { originalArgs: { resume } } },
    };
    expect(forDevTools(action)).toEqual({
      type: 'api/executeMutation/pending',
      meta: {
        arg: { originalArgs: { resume: { name: 'resume.pdf', size: 8, type: 'application/pdf' } } },
      },
    });
  });

  it('leaves out the raw Request and Response of a fulfilled query', () => {
    const action = {
      type: 'api/executeQuery/fulfilled',
      payload: [{ faqQuestion: 'Q' }],
      meta: {
        baseQueryMeta: { request: new Request('http://x.test/'), response: new Response('') },
        requestId: 'r1',
      },
    };
    expect(forDevTools(action)).toEqual({
      type: 'api/executeQuery/fulfilled',
      payload: [{ faqQuestion: 'Q' }],
      meta: { requestId: 'r1' },
    });
  });
});
