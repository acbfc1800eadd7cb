import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';

/** Every lead the mock backend received, newest last; the preview server exposes it to e2e. */
export interface RecordedLead {
  path: string;
  contentType: string;
  fields: Record<string, string | { name: string; type: string; size: number }>;
  /** Each file's SHA-256 (hex) by field: what arrived, byte for byte (D43 checks it). */
  sha256: Record<string, string>;
}

export const recordedLeads: RecordedLead[] = [];

async function record(path: string, request: Request): Promise<void> {
  const contentType = request.headers.get('content-type') ?? '';
  const fields: RecordedLead['fields'] = {};
  const sha256: RecordedLead['sha256'] = {};
  if (contentType.includes('multipart/form-data')) {
    for (const [name, value] of await request.formData()) {
      if (typeof value === 'string') {
        fields[name] = value;
        continue;
      }
      fields[name] = { name: value.name, type: value.type, size: value.size };
      const bytes = Buffer.from(await value.arrayBuffer());
      sha256[name] = createHash('sha256').update(bytes).digest('hex');
    }
  } else {
    const body: unknown = await request.json();
    if (typeof body === 'object' && body !== null) {
      for (const [name, value] of Object.entries(body)) fields[name] = String(value);
    }
  }
  recordedLeads.push({ path, contentType, fields, sha256 });
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
