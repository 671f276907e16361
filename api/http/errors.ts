export interface ErrorDetail {
  path: string;
  message: string;
}

/** An error whose status, code and message are safe to show to the client as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = () => new ApiError(404, 'not_found', 'No such resource.');
export const serviceUnavailable = (what: string) =>
  new ApiError(503, 'service_unavailable', `The service is temporarily unavailable: ${what} cannot be reached.`);
