import { Runtime, type LogLevel, type LogMetadata } from '@temporalio/worker';
import type { Logger } from '../lib/logger';

let installed = false;

/**
 * Routes the Temporal SDK's own logs into our logger, and with `metricsAddress` (host:port) has the
 * SDK export its `temporal_` worker metrics in Prometheus text there, for the metrics server to
 * include. Installs at most once per process.
 */
export function installTemporalRuntime(logger: Logger, metricsAddress?: string): void {
  if (installed) return;
  installed = true;
  // The SDK is chatty at info level (bundles, state changes): show its warnings unless debugging.
  const level = logger.isLevelEnabled('debug') || !logger.isLevelEnabled('warn') ? logger.level : 'warn';
  const log = logger.child({ component: 'temporal' }, { level });
  const write = (level: LogLevel, message: string, meta?: LogMetadata) => {
    const method = ({ TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const)[level];
    log[method](meta ?? {}, message);
  };
  Runtime.install({
    logger: {
      log: write,
      trace: (m, meta) => write('TRACE', m, meta),
      debug: (m, meta) => write('DEBUG', m, meta),
      info: (m, meta) => write('INFO', m, meta),
      warn: (m, meta) => write('WARN', m, meta),
      error: (m, meta) => write('ERROR', m, meta),
    },
    // The native core's own messages (e.g. a nondeterminism warning) go through the same logger
    // instead of straight to stderr.
    telemetryOptions: {
      logging: { forward: {} },
      ...(metricsAddress
        ? {
            metrics: {
              prometheus: { bindAddress: metricsAddress, countersTotalSuffix: true, useSecondsForDurations: true },
            },
          }
        : {}),
    },
  });
}
