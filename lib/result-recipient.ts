/** Who receives a submission's result e-mail; each has its own outbox row and `<recipient>_emailed_at`. */
export type ResultRecipient = 'candidate' | 'company';
