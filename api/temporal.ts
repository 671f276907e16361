import { Client, Connection } from '@temporalio/client';

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
