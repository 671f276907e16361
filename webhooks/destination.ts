import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { forbiddenKind } from './addresses';

/** A destination the service will not deliver to. Not worth retrying: the answer will not change by itself. */
export class DestinationRefusedError extends Error {}

export interface Destination {
  url: URL;
  /** The host name as written in the URL (brackets of an IPv6 literal removed): SNI and Host. */
  hostname: string;
  port: number;
  /** The vetted addresses, in resolver order: the connection goes to one of these and nowhere else. */
  addresses: VettedAddress[];
}

export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Checks a webhook URL before an attempt: https only, and every address its host resolves to
 * must be a public unicast address (unless allowPrivate). A host name that resolves to any
 * forbidden address is refused as a whole. Resolution failures are ordinary (retryable) errors.
 */
export async function vetDestination(
  rawUrl: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<Destination> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new DestinationRefusedError('refused: the webhook URL is not a valid URL');
  }
  if (url.protocol !== 'https:')
    throw new DestinationRefusedError(`refused: only https:// URLs are allowed, not ${url.protocol}//`);
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(hostname);
  const addresses = literal
    ? [{ address: hostname, family: literal }]
    : await (options.resolve ?? systemResolver)(hostname).catch((err: NodeJS.ErrnoException) => {
        throw new Error(`could not resolve ${hostname}: ${err.code ?? err.message}`);
      });
  if (addresses.length === 0) throw new Error(`could not resolve ${hostname}: no address`);
  if (!options.allowPrivate) {
    for (const { address } of addresses) {
      const kind = forbiddenKind(address);
      if (kind) {
        // The delivery log is the company's to read: naming the address a host name resolved to
        // would let it map our internal network through it.
        throw new DestinationRefusedError(
          literal ? `refused: ${address} is a ${kind} address` : `refused: ${hostname} resolves to a ${kind} address`,
        );
      }
    }
  }
  return {
    url,
    hostname,
    port: url.port ? Number(url.port) : 443,
    addresses: addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 })),
  };
}

/**
 * A `lookup` for the request that answers the vetted addresses whatever it is asked, so the
 * connection goes where the check looked: a DNS answer that changes in between (rebinding) is
 * never used. Node tries the addresses in turn (autoSelectFamily), e.g. ::1 then 127.0.0.1.
 */
export function pinnedLookup(addresses: VettedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}
