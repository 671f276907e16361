import { newId } from '../../lib/ids';

/** `count` distinct valid addresses, unique to this call. */
export function validAddresses(count: number): string[] {
  const tag = newId().slice(0, 10);
  return Array.from({ length: count }, (_, i) => `cand-${tag}-${i}@example.test`);
}

export const INVALID = [
  '',
  '   ',
  'not-an-email',
  'someone@',
  '@example.test',
  'two@@example.test',
  'with space@example.test',
];

/**
 * The example: 100 strings, of which 88 distinct valid addresses (some padded with spaces or
 * in other letter case), 5 repeats of them differing only in case and spaces, and the 7 INVALID.
 */
export function hundredAddresses() {
  const valid = validAddresses(88);
  const sent = valid.map((a, i) => (i % 11 === 0 ? `  ${a}\t` : i % 7 === 0 ? a.toUpperCase() : a));
  const repeats = [
    valid[1].toUpperCase(),
    ` ${valid[2]} `,
    valid[3].replace('cand', 'CAND'),
    valid[20],
    `${valid[60]}  `,
  ];
  // Repeats and invalid strings spread through the list, after what they repeat.
  const emails = [...sent];
  repeats.forEach((r, i) => emails.splice(10 + i * 17, 0, r));
  INVALID.forEach((r, i) => emails.splice(5 + i * 13, 0, r));
  return { emails, valid, invalid: emails.filter((e) => INVALID.includes(e)) };
}
