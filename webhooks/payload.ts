/** What a result payload is built from: a stored, analyzed submission (or the test webhook's sample). */
export interface PayloadSource {
  id: string;
  name: string;
  email: string;
  message?: string | null;
  holes: number[];
  shots: Record<string, { code: string; language: string }>;
  scorecard: { holes: Record<string, unknown>; summary: string };
  attempt: number;
  status: string;
  test: number;
  submitted_at?: Date | null;
  created_at: Date;
}

/**
 * The webhook body (the interface's payload plus `id`), as the exact text every attempt sends
 * and signs. Fields without a value are omitted; shots carry only code and language, the
 * scorecard only its holes and summary.
 */
export function webhookPayload(s: PayloadSource): string {
  return JSON.stringify({
    name: s.name,
    email: s.email,
    ...(s.message ? { message: s.message } : {}),
    holes: s.holes,
    shots: Object.fromEntries(
      Object.entries(s.shots).map(([hole, shot]) => [hole, { code: shot.code, language: shot.language }]),
    ),
    scorecard: { holes: s.scorecard.holes, summary: s.scorecard.summary },
    attempt: s.attempt,
    status: s.status,
    test: s.test,
    ...(s.submitted_at ? { submitted_at: s.submitted_at.toISOString() } : {}),
    created_at: s.created_at.toISOString(),
    id: s.id,
  });
}
