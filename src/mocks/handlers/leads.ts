import { http, HttpResponse } from 'msw';

/** Every lead the mock backend received, newest last; the preview server exposes it to e2e. */
export interface RecordedLead {
  path: string;
  contentType: string;
  fields: Record<string, string | { name: string; type: string; size: number }>;
}

export const recordedLeads: RecordedLead[] = [];

async function record(path: string, request: Request): Promise<void> {
  const contentType = request.headers.get('content-type') ?? '';
  const fields: RecordedLead['fields'] = {};
  if (contentType.includes('multipart/form-data')) {
    for (const [name, value] of await request.formData()) {
      fields[name] =
        typeof value === 'string'
          ? value
          : { name: value.name, type: value.type, size: value.size };
    }
  } else {
    const body: unknown = await request.json();
    if (typeof body === 'object' && body !== null) {
      for (const [name, value] of Object.entries(body)) fields[name] = String(value);
    }
  }
  recordedLeads.push({ path, contentType, fields });
}

const lead = (path: string, message: string) =>
  http.post(path, async ({ request }) => {
    await record(path, request);
    return HttpResponse.json({ success: true, message }, { status: 201 });
  });

export const leadHandlers = [
  lead('/api/contactus/create', 'Contact message received'),
  lead('/api/subscribe/create', 'Subscribed'),
  lead('/api/hiring-forms/create', 'Application received'),
  lead('/dsa&distbtr/personal/create', 'DSA registration received'),
  lead('/dsa&distbtr/business/create', 'Distributor registration received'),
];
