import { request } from 'node:https';
import { pinnedLookup, type Destination } from './destination';

/**
 * Sends `body` (POST, or the method given) to a vetted destination and resolves with the response's
 * status code. The connection goes to a vetted address while SNI, certificate check and Host use
 * the host name. Redirects are not followed; TLS is verified as always. The response body is not read.
 */
export function postTo(
  destination: Destination,
  body: string,
  headers: Record<string, string>,
  deadline: AbortSignal,
  method: 'POST' | 'PATCH' = 'POST',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: destination.hostname,
        port: destination.port,
        path: `${destination.url.pathname}${destination.url.search}`,
        method,
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(destination.addresses),
        // A connection of its own each time: no pooled socket is reused past the check.
        agent: false,
        signal: deadline,
      },
      (res) => {
        resolve(res.statusCode ?? 0);
        res.destroy();
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
