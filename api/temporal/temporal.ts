import {
  Client,
  Connection,
  isGrpcServiceError,
  ServiceError,
  WorkflowExecutionAlreadyStartedError,
  type WorkflowStartOptions,
} from '@temporalio/client';
import { WorkflowIdReusePolicy } from '@temporalio/common';
import type { Workflow } from '@temporalio/common';

/**
 * A client whose connection is opened on first use, so the API starts (and reports itself
 * unhealthy) while Temporal is still down.
 */
export function createTemporalClient(address: string, namespace: string): Client {
  return new Client({ connection: Connection.lazy({ address }), namespace });
}

export async function pingTemporal(client: Client, timeoutMs = 2_000): Promise<void> {
  await client.connection.withDeadline(Date.now() + timeoutMs, () =>
    client.connection.workflowService.getSystemInfo({}),
  );
}

const START_DEADLINE_MS = 5_000;

/**
 * Starts a workflow whose id carries its business key, at most once: by default a finished id is
 * never reused (options may choose another reuse policy), and a start of an id that exists
 * already is a no-op. Callers may therefore start
 * again whenever they are unsure (after a crash, from a sweeper).
 */
export async function startOnce<T extends Workflow>(
  client: Client,
  workflowType: string,
  options: WorkflowStartOptions<T>,
): Promise<void> {
  try {
    // A deadline, so that a request whose work is already committed never hangs on an unreachable Temporal.
    await client.withDeadline(Date.now() + START_DEADLINE_MS, () =>
      client.workflow.start<T>(workflowType, {
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        ...options,
      }),
    );
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}

/** Whether an error of the Temporal client means the server cannot be reached now (unavailable, or no answer in time). */
export function isTemporalUnavailable(err: unknown): boolean {
  const grpc = err instanceof ServiceError ? err.cause : err;
  return isGrpcServiceError(grpc) && (grpc.code === GRPC_UNAVAILABLE || grpc.code === GRPC_DEADLINE_EXCEEDED);
}

// gRPC status codes (the SDK's transport, not a dependency of ours to import from).
const GRPC_DEADLINE_EXCEEDED = 4;
const GRPC_UNAVAILABLE = 14;
