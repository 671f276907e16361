import { EmailAddress } from '../schemas/common';

export interface SortedAddresses {
  /** Valid addresses, trimmed, the first spelling of each kept, in the order given. */
  accepted: string[];
  /** The invalid strings exactly as sent (repeats included). */
  refused: string[];
}

/**
 * Sorts the addresses of POST /invite: each is trimmed and checked; a valid one that repeats an
 * earlier one (letter case aside) is dropped, counted neither as accepted nor as refused.
 */
export function sortInviteAddresses(emails: string[]): SortedAddresses {
  const accepted: string[] = [];
  const refused: string[] = [];
  const seen = new Set<string>();
  for (const sent of emails) {
    const address = sent.trim();
    if (!EmailAddress.safeParse(address).success) {
      refused.push(sent);
      continue;
    }
    const key = address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    accepted.push(address);
  }
  return { accepted, refused };
}
