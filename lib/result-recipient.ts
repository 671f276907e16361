/** Who receives a submission's result e-mail; each has its own outbox row and `<recipient>_emailed_at`. */
export const RESULT_RECIPIENTS = ['candidate', 'company'] as const;
export type ResultRecipient = (typeof RESULT_RECIPIENTS)[number];
