// Child process of scripts/hosting/observatory.ts: runs the Observatory's own scan() on a host and prints
// the result as JSON. A process of its own, because Node reads NODE_EXTRA_CA_CERTS (the test
// certificate) only at start-up.
import { scan } from '@mdn/mdn-http-observatory';

const result = await scan(process.argv[2] ?? 'localhost');
process.stdout.write(JSON.stringify(result));
