/** A failed API call, told in words: the API's own `message`, or what went wrong on the way. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly details: Array<{ path: string; message: string }> = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** Validation messages by field path (`per_candidate`, `emails.2`, ...), for showing beside each field. */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries(this.details.map((d) => [d.path, d.message]));
  }
}

export interface Answer<T> {
  data: T;
  headers: Headers;
}

const NETWORK_DOWN =
  'Could not reach the service. Check your connection, then try again; nothing you typed has been lost.';

/**
 * Calls `/v1<path>` with a JSON body, an optional bearer token and headers of its own; any non-2xx
 * answer throws an ApiProblem.
 */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiProblem(0, 'network_error', NETWORK_DOWN);
  }
  const data = parsedJson(await response.text());
  if (!response.ok) throw problemOf(response, data);
  return { data: data as T, headers: response.headers };
}

function parsedJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** A non-2xx answer as an ApiProblem: the API's error body, or words of our own where it has none. */
function problemOf(response: Response, data: unknown): ApiProblem {
  const body = (data ?? {}) as { error?: string; message?: string; details?: ApiProblem['details'] };
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiProblem(
    response.status,
    body.error ?? 'unexpected_answer',
    body.message ?? `The service answered with an error (${response.status}). Try again in a moment.`,
    body.details ?? [],
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/** A file the API answers (GET `/v1<path>` with the bearer token): its content and the name it gives it. */
export async function apiFile(path: string, token: string): Promise<{ blob: Blob; filename: string | undefined }> {
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(`/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
    blob = await response.blob();
  } catch {
    throw new ApiProblem(0, 'network_error', NETWORK_DOWN);
  }
  if (!response.ok) throw problemOf(response, parsedJson(await blob.text()));
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return { blob, filename };
}

/** The words to show for any error thrown while talking to the API. */
export function describe(err: unknown): string {
  if (err instanceof ApiProblem) return err.message;
  return 'Something went wrong in this page. Reload it and try again.';
}
