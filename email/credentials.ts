/**
 * What an e-mail of each kind carries that works as a credential: a verification code starts a
 * round for the address, a team invitation's link makes its holder a member (an owner, maybe).
 * The outbox keeps a message only to send it: once sent or given up on, its copy holds the words
 * without the credential (db/emails.ts), so that whoever reads the table or a backup cannot use it.
 */
const CREDENTIALS: Partial<Record<string, (words: string) => string>> = {
  verification: (words) => words.replace(/\b\d{6}\b/g, '[code withheld]'),
  // The token in the link, in the text and in the HTML's href and text (where & is &amp;).
  memberInvitation: (words) => words.replace(/([?&](?:amp;)?token=)[^\s"'<>&]+/g, '$1[withheld]'),
};

/** Whether this kind of message carries a credential. */
export const carriesCredential = (kind: string): boolean => kind in CREDENTIALS;

/** A message's words (its subject, text or HTML) with the credential its kind carries withheld. */
export function withoutCredentials(kind: string, words: string): string {
  return CREDENTIALS[kind]?.(words) ?? words;
}
