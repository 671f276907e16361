import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL (${protocols.join(' or ')})`,
  );

/** The task queues a worker process can serve: the lifecycle workflows and their activities, and scoring. */
export const WORKER_QUEUE_KINDS = ['lifecycle', 'scoring'] as const;
export type WorkerQueueKind = (typeof WORKER_QUEUE_KINDS)[number];

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: int(0, 65535).default(3000),
    HOST: z.string().min(1).optional(),
    PUBLIC_BASE_URL: url(['http:', 'https:']).optional(),
    DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
    TEMPORAL_ADDRESS: z
      .string()
      .regex(/^[A-Za-z0-9.\-_[\]:]+:\d+$/, 'must be host:port')
      .optional(),
    TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
    TEMPORAL_TASK_QUEUE: z.string().min(1).default('assessments'),
    TEMPORAL_SCORING_TASK_QUEUE: z.string().min(1).default('scoring'),
    TEMPORAL_RUN_TASK_QUEUE: z.string().min(1).optional(),
    TEMPORAL_QUESTION_CHECK_TASK_QUEUE: z.string().min(1).optional(),
    RUN_SLOTS: int(1, 64).default(1),
    WORKER_QUEUES: z
      .string()
      .default('lifecycle,scoring')
      .transform((v) => [...new Set(v.split(',').map((q) => q.trim()))])
      .pipe(z.array(z.enum(WORKER_QUEUE_KINDS, 'must list lifecycle and/or scoring, comma-separated')).min(1)),
    TEMPORAL_CLI_PATH: z.string().min(1).optional(),
    WORKER_HEALTH_FILE: z.string().min(1).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: z.string().min(3).default('Hiring Assessments <no-reply@assessments.localhost>'),
    RATE_LIMIT_PER_HOUR: int(1, 1_000_000).default(100),
    ROUND_RATE_LIMIT_PER_HOUR: int(1, 1_000_000).default(600),
    CONSOLE_RATE_LIMIT_PER_HOUR: int(1, 1_000_000).default(2000),
    CANDIDATE_RATE_LIMIT_PER_HOUR: int(1, 1_000_000).default(1000),
    // Greenhouse's deprecated hourly polling of every open test for 8 weeks, at most INVITES_PER_DAY (1000)
    // tests a day: 56 000 an hour, and room for list_tests and send_test (docs/decisions/greenhouse/).
    GREENHOUSE_RATE_LIMIT_PER_HOUR: int(1, 1_000_000).default(60_000),
    GREENHOUSE_HOSTS: z
      .string()
      .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/, 'must be host names separated by commas')
      .default('greenhouse.io'),
    RUN_RATE_LIMIT_PER_HOUR: int(1, 1_000_000).default(60),
    VERIFICATION_CODES_PER_IP_PER_HOUR: int(1, 1_000_000).default(50),
    CANDIDATE_START_CONCURRENCY: int(1, 1000).default(3),
    RUN_RATE_LIMIT_PER_IP_PER_HOUR: int(1, 1_000_000).default(300),
    RUN_RATE_LIMIT_PER_COMPANY_PER_HOUR: int(1, 1_000_000).default(1000),
    TRUST_PROXY: bool.default(false),
    SANDBOX_ALLOW_WEAK_LIMITS: bool.default(false),
    SCORING_RETRY_INITIAL_MS: int(1, 600_000).default(1000),
    LOGIN_MAX_ATTEMPTS: int(1, 1000).default(10),
    LOGIN_LOCKOUT_SECONDS: int(1, 86_400).default(900),
    INVITES_PER_DAY: int(1, 1_000_000).default(1000),
    INVITE_BATCH_DELAY_MS: int(0, 3_600_000).default(2000),
    WEBHOOK_RETRY_INITIAL_MS: int(1, 86_400_000).default(30_000),
    WEBHOOK_MAX_RETRIES: int(0, 100).default(10),
    WEBHOOK_TIMEOUT_MS: int(100, 300_000).default(10_000),
    WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    METRICS_PORT: int(0, 65535).default(9464),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    RECONCILE_INTERVAL_MS: int(100, 3_600_000).default(60_000),
    ROUND_CLOCK_MINUTE_MS: int(100, 60_000).default(60_000),
    LLM_BASE_URL: url(['http:', 'https:'])
      .refine((v) => !/^[a-z]+:\/\/[^/]*@/i.test(v), 'must not hold credentials: use LLM_API_KEY')
      .optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_TIMEOUT_MS: int(100, 240_000).default(30_000),
    LLM_CONCURRENCY: int(1, 64).default(4),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.ROUND_CLOCK_MINUTE_MS !== 60_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['ROUND_CLOCK_MINUTE_MS'],
        message: 'is for tests: not with NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    // Half an LLM configuration is a mistake to stop on, not a reason to score without the model.
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_BASE_URL is set' });
    }
    if (!env.LLM_BASE_URL && (env.LLM_MODEL || env.LLM_API_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'is required when LLM_MODEL or LLM_API_KEY is set',
      });
    }
  });

/** Used only outside production, so that a fresh clone starts with no configuration. */
const DEVELOPMENT_JWT_SECRET = 'development-only-secret-do-not-use-in-production';

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  /** The address the API listens on (HOST); every interface when unset. */
  host?: string;
  publicBaseUrl: string;
  databaseUrl?: string;
  temporal: {
    address?: string;
    namespace: string;
    taskQueue: string;
    scoringTaskQueue: string;
    /** "Run example" runs, apart from scoring so that they never delay a submission (default `<scoring queue>-runs`). */
    exampleRunTaskQueue: string;
    /** Checks of companies' questions, one at a time per scoring worker (default `<scoring queue>-question-checks`). */
    questionCheckTaskQueue: string;
    cliPath?: string;
  };
  /** The queues this process's worker serves (WORKER_QUEUES); both by default. */
  workerQueues: WorkerQueueKind[];
  /** WORKER_HEALTH_FILE: touched every 10 s while the worker polls, for a container healthcheck. */
  workerHealthFile?: string;
  /** SANDBOX_ALLOW_WEAK_LIMITS: score with per-process limits only where cgroups cannot be used (development). */
  sandboxAllowWeakLimits: boolean;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  rateLimitPerHour: number;
  /** Requests per rolling hour per candidate round (round-token endpoints). */
  roundRateLimitPerHour: number;
  /** Requests per rolling hour per company through console sessions, apart from the integration's budget. */
  consoleRateLimitPerHour: number;
  /** Requests per rolling hour per client IP on the candidate's unauthenticated endpoints (course, rounds). */
  candidateRateLimitPerHour: number;
  /** Requests per rolling hour per Greenhouse key on the partner paths, apart from the company's budgets. */
  greenhouseRateLimitPerHour: number;
  /** GREENHOUSE_HOSTS: the hosts (and their subdomains) a test's `url` may name, where the PATCH goes. */
  greenhouseHosts: string[];
  /** "Run example" calls per rolling hour per round. */
  exampleRunRateLimitPerHour: number;
  /** Verification codes e-mailed per rolling hour per client IP (an address gets 5). */
  verificationCodesPerIpPerHour: number;
  /** Requests to start a round or ask a verification code that one API process serves at once; the rest queue. */
  candidateStartConcurrency: number;
  /** "Run example" calls per rolling hour per client IP, whatever the round. */
  exampleRunRateLimitPerIpPerHour: number;
  /** "Run example" calls per rolling hour per company, all its candidates' rounds together. */
  exampleRunRateLimitPerCompanyPerHour: number;
  /** Example runs a scoring worker process runs at once, on sandboxes of their own (RUN_SLOTS). */
  exampleRunSlots: number;
  /** Take the client IP from X-Forwarded-For (behind a load balancer or reverse proxy). */
  trustProxy: boolean;
  login: { maxAttempts: number; lockoutSeconds: number };
  invites: { perDay: number; batchDelayMs: number };
  webhook: { retryInitialMs: number; maxRetries: number; timeoutMs: number; allowPrivate: boolean };
  /** Where GET /metrics is served (METRICS_HOST:METRICS_PORT), apart from the API. */
  metrics: { host: string; port: number };
  /** How often each API process's reconciler sweeps; a row's back-off starts at this and doubles. */
  reconcileIntervalMs: number;
  /**
   * ROUND_CLOCK_MINUTE_MS: how long a minute of a round's time limit lasts. 60000; a test shortens
   * it to see a clock run out (the Temporal dev server has no time skipping). Refused in production.
   */
  roundClockMinuteMs: number;
  /** LLM_*: personalities judge through an OpenAI-compatible model; absent, the rule-based evaluator scores alone. */
  llm?: LlmConfig;
  /** The first interval between attempts of a scoring activity (then exponential, a bounded number of attempts). */
  scoringRetryInitialMs: number;
  logLevel: string;
}

export interface LlmConfig {
  /** The OpenAI-compatible `/v1` base; requests go to `{baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  /** Sent as a bearer token; never logged. */
  apiKey?: string;
  /** One request's limit. */
  timeoutMs: number;
  /** Requests to the model at once, per process. */
  concurrency: number;
}

export class ConfigError extends Error {}

/** Parses the environment once. Throws a ConfigError naming every invalid variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    temporal: {
      address: e.TEMPORAL_ADDRESS,
      namespace: e.TEMPORAL_NAMESPACE,
      taskQueue: e.TEMPORAL_TASK_QUEUE,
      scoringTaskQueue: e.TEMPORAL_SCORING_TASK_QUEUE,
      exampleRunTaskQueue: e.TEMPORAL_RUN_TASK_QUEUE ?? `${e.TEMPORAL_SCORING_TASK_QUEUE}-runs`,
      questionCheckTaskQueue:
        e.TEMPORAL_QUESTION_CHECK_TASK_QUEUE ?? `${e.TEMPORAL_SCORING_TASK_QUEUE}-question-checks`,
      cliPath: e.TEMPORAL_CLI_PATH,
    },
    workerQueues: e.WORKER_QUEUES,
    workerHealthFile: e.WORKER_HEALTH_FILE,
    sandboxAllowWeakLimits: e.SANDBOX_ALLOW_WEAK_LIMITS,
    jwtSecret: e.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    rateLimitPerHour: e.RATE_LIMIT_PER_HOUR,
    roundRateLimitPerHour: e.ROUND_RATE_LIMIT_PER_HOUR,
    consoleRateLimitPerHour: e.CONSOLE_RATE_LIMIT_PER_HOUR,
    candidateRateLimitPerHour: e.CANDIDATE_RATE_LIMIT_PER_HOUR,
    greenhouseRateLimitPerHour: e.GREENHOUSE_RATE_LIMIT_PER_HOUR,
    greenhouseHosts: e.GREENHOUSE_HOSTS.split(','),
    exampleRunRateLimitPerHour: e.RUN_RATE_LIMIT_PER_HOUR,
    verificationCodesPerIpPerHour: e.VERIFICATION_CODES_PER_IP_PER_HOUR,
    candidateStartConcurrency: e.CANDIDATE_START_CONCURRENCY,
    exampleRunRateLimitPerIpPerHour: e.RUN_RATE_LIMIT_PER_IP_PER_HOUR,
    exampleRunRateLimitPerCompanyPerHour: e.RUN_RATE_LIMIT_PER_COMPANY_PER_HOUR,
    exampleRunSlots: e.RUN_SLOTS,
    trustProxy: e.TRUST_PROXY,
    login: { maxAttempts: e.LOGIN_MAX_ATTEMPTS, lockoutSeconds: e.LOGIN_LOCKOUT_SECONDS },
    invites: { perDay: e.INVITES_PER_DAY, batchDelayMs: e.INVITE_BATCH_DELAY_MS },
    webhook: {
      retryInitialMs: e.WEBHOOK_RETRY_INITIAL_MS,
      maxRetries: e.WEBHOOK_MAX_RETRIES,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    },
    metrics: { host: e.METRICS_HOST, port: e.METRICS_PORT },
    reconcileIntervalMs: e.RECONCILE_INTERVAL_MS,
    roundClockMinuteMs: e.ROUND_CLOCK_MINUTE_MS,
    ...(e.LLM_BASE_URL && e.LLM_MODEL
      ? {
          llm: {
            baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
            model: e.LLM_MODEL,
            ...(e.LLM_API_KEY ? { apiKey: e.LLM_API_KEY } : {}),
            timeoutMs: e.LLM_TIMEOUT_MS,
            concurrency: e.LLM_CONCURRENCY,
          },
        }
      : {}),
    scoringRetryInitialMs: e.SCORING_RETRY_INITIAL_MS,
    logLevel: e.LOG_LEVEL,
  };
}

/** For process entry points: parse, or print the problem and exit non-zero. */
export function loadConfigOrExit(source: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(source);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(err.message + '\n');
      process.exit(1);
    }
    throw err;
  }
}
