import http from 'node:http';
import type { ApiCall } from './remote-rounds';

/**
 * Requests to apiUrl from one loopback address of the client's (127.0.0.2, 127.0.0.3...: all of
 * 127/8 is this machine's), so that a balancer and the API's per-address limits and logs see
 * several clients. An answer the connection lost half-way (a process killed) rejects.
 */
export function callFrom(apiUrl: string, localAddress: string): ApiCall {
  const base = new URL(apiUrl);
  return (method, pathname, body, token) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path: pathname,
          localAddress,
          headers: {
            'content-type': 'application/json',
            ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            try {
              resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined, text });
            } catch {
              resolve({ status: res.statusCode ?? 0, body: undefined, text });
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}
