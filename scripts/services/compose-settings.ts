import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface ComposeService {
  environment?: Record<string, string | number | boolean>;
  volumes?: string[];
  working_dir?: string;
}

/** The Temporal image's working directory, against which its config's relative paths resolve. */
const TEMPORAL_IMAGE_WORKDIR = '/etc/temporal';

function composeServices(root: string): Record<string, ComposeService> {
  const file = path.join(root, 'docker-compose.yml');
  return (parse(readFileSync(file, 'utf8'), { merge: true }) as { services: Record<string, ComposeService> }).services;
}

/** A service's environment without the values Compose fills in from .env (`${...}`). */
function literalEnvironment(service: ComposeService | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service?.environment ?? {})
      .map(([key, value]) => [key, String(value)])
      .filter(([, value]) => !value.includes('${')),
  );
}

/** The repository file a container path is mounted from, by the service's volumes. */
function hostPathOf(root: string, service: ComposeService, containerPath: string): string {
  for (const volume of service.volumes ?? []) {
    const [source, target] = volume.split(':');
    if (!source.startsWith('.')) continue;
    if (containerPath === target || containerPath.startsWith(`${target}/`))
      return path.join(root, source, path.posix.relative(target, containerPath));
  }
  throw new Error(`docker-compose.yml mounts nothing of the repository at ${containerPath}`);
}

/**
 * What docker-compose.yml gives the Temporal server (the image's template reads these from its
 * environment): the database plugin, the history shards and the dynamic config file, the latter as
 * the repository file Compose mounts. `npm run cluster` starts its server with them, so the two
 * topologies cannot drift apart.
 */
export function composeTemporalSettings(root: string) {
  const service = composeServices(root).temporal;
  if (!service) throw new Error('docker-compose.yml has no temporal service');
  const env = literalEnvironment(service);
  const missing = ['DB', 'NUM_HISTORY_SHARDS', 'DYNAMIC_CONFIG_FILE_PATH'].filter((key) => !env[key]);
  if (missing.length) throw new Error(`docker-compose.yml's temporal service does not set ${missing.join(', ')}`);
  const dynamicConfig = path.posix.resolve(service.working_dir ?? TEMPORAL_IMAGE_WORKDIR, env.DYNAMIC_CONFIG_FILE_PATH);
  return {
    DB: env.DB,
    NUM_HISTORY_SHARDS: env.NUM_HISTORY_SHARDS,
    DYNAMIC_CONFIG_FILE_PATH: hostPathOf(root, service, dynamicConfig),
  };
}

/** The process kinds of the compose file, by service: what each is given besides addresses and secrets. */
export const APP_SERVICES = { api: 'api', lifecycle: 'worker', scoring: 'scoring-worker' } as const;
export type AppKind = keyof typeof APP_SERVICES;

/**
 * The literal settings docker-compose.yml gives one kind of process (NODE_ENV, TEMPORAL_NAMESPACE,
 * TRUST_PROXY, WORKER_QUEUES...): addresses and ports the caller replaces with its own.
 */
export function composeAppEnvironment(root: string, kind: AppKind): Record<string, string> {
  return literalEnvironment(composeServices(root)[APP_SERVICES[kind]]);
}

/** The `-c name=value` settings docker-compose.yml starts Postgres with, `${VAR:-default}` at its default. */
export function composePostgresFlags(root: string): string[] {
  const command = (composeServices(root).postgresql as { command?: string[] } | undefined)?.command ?? [];
  return command.slice(1).map((arg) => arg.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'));
}
