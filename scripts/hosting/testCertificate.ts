/**
 * A throwaway TLS certificate for `localhost`, for serving the site over https (and so HTTP/2)
 * on loopback: the Observatory scan and the navigation bench (which tells its browser to accept
 * it). Never a production certificate.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** A self-signed certificate for localhost, valid for a day. */
export function makeCertificate(dir: string): { certificate: string; certificateKey: string } {
  const certificate = path.join(dir, 'localhost.pem');
  const certificateKey = path.join(dir, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, certificateKey };
}
