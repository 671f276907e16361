/** The shapes of the company endpoints the console uses (see /v1/openapi.json). */
export interface PageMeta {
  'current-page': number;
  'per-page': number;
  from: number;
  to: number;
  total: number;
  'last-page': number;
}

export interface PageOf<T> {
  data: T[];
  /** `total-capped`: the playback list's, true when `page.total` is a lower bound (a search matching many). */
  meta: { page: PageMeta; 'total-capped'?: boolean };
}

export interface Company {
  id: string;
  name: string;
  email: string;
  paid_at?: string;
  paused_at?: string;
  stats: { submissions: number; charges: number; webhooks: number };
}

export interface Settings {
  name: string;
  email: string;
  live_code: string;
  test_code: string;
  personalities: [string, string, string];
  webhook_url: string;
  webhook_secret: string;
  per_candidate: number;
  created_at: string;
  updated_at: string;
}

export interface DimensionScore {
  score: number;
  commentary: string;
}

export const DIMENSIONS = ['quality', 'length', 'creativity', 'ingenuity', 'humor', 'correctness'] as const;

export type EvaluatorResult = { personality: string; feedback: string } & Partial<
  Record<(typeof DIMENSIONS)[number], DimensionScore>
>;

export type HoleEvaluation = Record<'first' | 'second' | 'third', EvaluatorResult>;

export interface CourseEntry {
  id: number;
  title: string;
  category: string;
  difficulty: number;
  description?: string;
  human?: { input_format: string; output_format: string; examples: { input: string; output: string } };
  hints?: string[];
}

/** Another submission's program on the same question and variation, and how much of it is the same. */
export interface SimilarityMatch {
  /** 0–100: how much of the smaller program is the same, once names, layout, comments and literals are set aside. */
  score: number;
  same_company: boolean;
  /** Only for the company's own submissions: another company's show a score only. */
  submission_id?: string;
}

/** How like the other submissions one hole's program is (the API's HoleSimilarity). */
export interface HoleSimilarity {
  compared: boolean;
  /** Only when not compared: `no_program` (prose, or no shot), `too_short` (too little code of its own). */
  reason?: 'no_program' | 'too_short';
  /** Closest first, at most 10, each scoring at least 30. */
  matches: SimilarityMatch[];
}

export type SubmissionStatus = 'draft' | 'submitted' | 'processing' | 'analyzed' | 'failed';

export interface Submission {
  id: string;
  email: string;
  name: string;
  holes: number[];
  attempt: number;
  status: SubmissionStatus;
  test: 0 | 1;
  created_at: string;
  submitted_at?: string;
  processing_finished_at?: string;
  message?: string;
  shots: Record<string, { language: string; code: string }>;
  scorecard?: { holes: Record<string, HoleEvaluation>; summary: string; created_at: string };
  /** Only when status is failed: why it could not be scored. */
  failure?: string;
  /** The highest similarity score with another submission's program (0–100); omitted when none reaches 30. */
  similarity_highest?: number;
  /** Detail view only. */
  course?: Record<string, CourseEntry>;
  /** Detail view only: hole id to its similarity; omitted before analysis and for rounds analyzed before it existed. */
  similarity?: Record<string, HoleSimilarity>;
}

export interface InviteResult {
  message: string;
  sent: number;
  skipped: number;
  refused: string[];
  remaining: number;
}

export interface Invitation {
  id: string;
  email: string;
  status: 'queued' | 'sent' | 'failed';
  failure?: string;
  created_at: string;
  sent_at?: string;
  failed_at?: string;
}

export interface WebhookDelivery {
  id: string;
  kind: 'result' | 'test' | 'redelivery';
  submission_id?: string;
  test: number;
  status: 'pending' | 'delivered' | 'failed' | 'skipped';
  reason?: string;
  created_at: string;
  completed_at?: string;
  attempts: Array<{ number: number; status_code?: number; duration_ms: number; error?: string; started_at: string }>;
}

export type Role = 'owner' | 'admin' | 'reviewer';

/** A member of the company's team, or someone invited to it (status `invited`). */
export interface Member {
  id: string;
  email: string;
  role: Role;
  status: 'active' | 'invited';
  created_at: string;
  joined_at?: string;
  invitation_expires_at?: string;
}

/** The member signed in (GET /members/me), with the company whose team it is. */
export interface MemberSelf extends Member {
  company: { id: string; name: string };
}

export interface ActivityEntry {
  id: string;
  created_at: string;
  /** One of the API's actions; a newer API may name one this console does not know yet. */
  action: string;
  actor: { member_id?: string; email: string; client: 'console' | 'api_token' };
  client_address: string;
  fields?: string[];
  member?: { id: string; email: string; role: string };
  previous_role?: string;
  count?: number;
  delivery_id?: string;
}
