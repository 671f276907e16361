import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import { parse } from 'yaml';
import { ROOT, run, type RunResult } from './run';

/** Why no Docker engine answers here, or undefined when one does. */
export function dockerUnavailableReason(): string | undefined {
  try {
    execFileSync('docker', ['info', '--format', '{{.ServerVersion}}'], { stdio: 'pipe', timeout: 20_000 });
    return undefined;
  } catch (err) {
    const e = err as { code?: string; stderr?: Buffer };
    if (e.code === 'ENOENT') return 'the docker command is not installed';
    return String(e.stderr ?? err)
      .trim()
      .split('\n')[0];
  }
}

/** Runs `docker args`; throws with its output when it fails. */
export async function docker(args: string[]): Promise<RunResult> {
  const result = await run('docker', args);
  if (result.code !== 0)
    throw new Error(`docker ${args.slice(0, 3).join(' ')} failed (${result.code}):\n${result.stderr}${result.stdout}`);
  return result;
}

/**
 * The certificates of NODE_EXTRA_CA_CERTS that Node does not carry itself (a TLS-inspecting
 * proxy's CA): npm inside the build needs them where this machine does.
 */
function extraCaCertificates(): string {
  const file = process.env.NODE_EXTRA_CA_CERTS;
  if (!file) return '';
  const own = new Set(rootCertificates.map((c) => c.replace(/\s+/g, '')));
  const pems = readFileSync(file, 'utf8').match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
  return pems.filter((c) => !own.has(c.replace(/\s+/g, ''))).join('\n');
}

/**
 * Builds the Dockerfile as `tag`, on host networking. The base image comes from a registry where
 * one is reachable, else from docker/base-images/build.sh (Debian packages, npm's Node.js).
 */
export async function buildImage(tag: string): Promise<void> {
  await docker(['image', 'inspect', baseImage()]).catch(() =>
    run('bash', [path.join(ROOT, 'docker/base-images/build.sh')]).then(failOn('base images')),
  );
  await docker([
    'build',
    '--network',
    'host',
    '--build-arg',
    `BUILD_EXTRA_CA_CERTS=${extraCaCertificates()}`,
    '-t',
    tag,
    ROOT,
  ]);
}

function baseImage(): string {
  const version = /^ARG NODE_VERSION=(\S+)$/m.exec(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))![1];
  return `node:${version}-bookworm-slim`;
}

const failOn = (what: string) => (result: RunResult) => {
  if (result.code !== 0) throw new Error(`${what} failed (${result.code}):\n${result.stderr}`);
  return result;
};

interface ComposeService {
  user?: string;
  privileged?: boolean;
  cgroup?: string;
  security_opt?: string[];
  cap_add?: string[];
  cap_drop?: string[];
  read_only?: boolean;
  tmpfs?: string[];
  command?: string[];
}

/** The `docker run` flags for a docker-compose.yml service's security settings, and its command. */
export function composeService(name: string): { flags: string[]; command: string[] } {
  const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
  const service = compose.services[name] as ComposeService;
  const flags: string[] = [];
  if (service.user) flags.push('--user', service.user);
  if (service.privileged) flags.push('--privileged');
  if (service.cgroup) flags.push('--cgroupns', service.cgroup);
  if (service.read_only) flags.push('--read-only');
  for (const o of service.security_opt ?? []) flags.push('--security-opt', o);
  for (const c of service.cap_add ?? []) flags.push('--cap-add', c);
  for (const c of service.cap_drop ?? []) flags.push('--cap-drop', c);
  for (const t of service.tmpfs ?? []) flags.push('--tmpfs', t);
  return { flags, command: service.command ?? [] };
}
