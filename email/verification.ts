import { composeEmail, type EmailContent } from './html';

/** The code a candidate types to start a live round with this address. */
export function verificationCodeEmail(options: {
  code: string;
  companyName: string;
  validMinutes: number;
}): EmailContent {
  const { code, companyName, validMinutes } = options;
  return composeEmail(`Your verification code: ${code}`, [
    `Your code to start the ${companyName} assessment is ${code}. It is valid for ${validMinutes} minutes.`,
    'If you did not ask for it, you can ignore this e-mail: nothing starts without the code.',
  ]);
}
