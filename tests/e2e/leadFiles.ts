/**
 * Small but valid files for the lead forms' upload fields: what a visitor would choose, read by
 * the tests as the mock backend records it (name, type, size).
 */
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngChunk } from '@/features/registration/photo/pngChunks';
import type { RecordedLead } from '@/mocks/handlers/leads';

/** A small but valid one-page PDF, with a correct cross-reference table. */
function makePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A valid 2×2 RGB PNG. */
function makePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default methods
  const row = [0, 11, 37, 69, 19, 168, 158]; // filter byte + two pixels
  const pixels = deflateSync(Buffer.from([...row, ...row]));
  return Buffer.concat([
    Uint8Array.from(PNG_SIGNATURE),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PDF = makePdf();
export const PNG = makePng();
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The file a recorded lead carries in `field` (its name, type and size), asserting it is one. */
export function fileOf(lead: RecordedLead | undefined, field: string) {
  const value = lead?.fields[field];
  assert.ok(value && typeof value === 'object', `${field} was sent as a file`);
  return value;
}

/** A file field as the mock backend records it. */
export const sent = (name: string, type: string, buffer: Buffer) => ({
  name,
  type,
  size: buffer.length,
});

/**
 * The Distributor registration both lead suites send (Sahyadri Parking Systems, a company PAN as
 * a PDF and the GST certificate as a PNG), as the backend must record it.
 */
export function expectedDistributorLead(email: string) {
  return {
    mobileNumber: '9988776655',
    alternateMobileNumber: '',
    email,
    address: 'Plot 18, MIDC Bhosari',
    state: 'Maharashtra',
    city: 'Pune',
    pincode: '411026',
    panNumber: 'AAACS1234Q',
    panCardFile: sent('company-pan.pdf', 'application/pdf', PDF),
    businessName: 'Sahyadri Parking Systems',
    typeOfBusiness: 'Private Limited',
    gstNumber: '27AAACS1234Q1Z5',
    companyRegistrationNumber: '',
    contactPersonName: 'Vikram Patil',
    gstCertificateFile: sent('gst.png', 'image/png', PNG),
  };
}

/** The job application both lead suites send (Ravi Kumar with a PDF résumé). */
export function expectedHiringLead(email: string, position: string) {
  return {
    fullName: 'Ravi Kumar',
    email,
    contactNumber: '9123456780',
    address: '12 MG Road, Pune',
    position,
    uploadResume: sent('ravi-resume.pdf', 'application/pdf', PDF),
  };
}
