import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../support/run';

interface Service {
  image?: string;
  user?: string;
  cap_add?: string[];
  read_only?: boolean;
  build?: unknown;
  ports?: string[];
  container_name?: string;
  environment?: Record<string, string>;
  stop_grace_period?: string;
  healthcheck?: { test: string[] };
  privileged?: boolean;
}

const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);

const seconds = (duration: string) => {
  const m = /^(\d+)(s|m)$/.exec(duration);
  assert.ok(m, `unreadable duration ${duration}`);
  return Number(m[1]) * (m[2] === 'm' ? 60 : 1);
};

/** The longest start-to-close time-out any activity of the workflows declares, in seconds. */
function longestActivityTimeout(): number {
  const dir = path.join(ROOT, 'workflows');
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  const found = sources.flatMap((s) => [...s.matchAll(/startToCloseTimeout: '(\d+) (seconds|minutes?)'/g)]);
  assert.ok(found.length > 0);
  return Math.max(...found.map(([, n, unit]) => Number(n) * (unit.startsWith('minute') ? 60 : 1)));
}

describe('docker-compose.yml', () => {
  it('publishes only the proxy to other machines; the Temporal UI and the mail inbox on loopback; gRPC and Postgres not at all', () => {
    const published = services.flatMap(([name, s]) => (s.ports ?? []).map((p) => `${name} ${p}`));
    assert.deepEqual(
      published.filter((p) => !/ 127\.0\.0\.1:/.test(p)),
      ['proxy ${HTTP_PORT:-3000}:80'],
    );
    assert.ok(!published.some((p) => /:(7233|5432)$/.test(p)));
  });

  it('can scale the API and both workers: none binds a host port or has a fixed container name', () => {
    for (const name of ['api', 'worker', 'scoring-worker']) {
      assert.equal(compose.services[name].ports, undefined, `${name} publishes a port`);
      assert.equal(compose.services[name].container_name, undefined, `${name} has a fixed name`);
    }
  });

  it('holds no password or secret as a literal: each comes from the environment (.env) and is required', () => {
    const text = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    const secretLines = text.split('\n').filter((l) => /(PASSWORD|PWD|SECRET):/.test(l));
    assert.ok(secretLines.length >= 4);
    for (const line of secretLines) assert.match(line, /\$\{[A-Z_]+:\?[^}]+\}|\*temporal-db|\$\{[A-Z_]+\}/, line);
    const url = compose.services.api.environment!.DATABASE_URL;
    assert.match(url, /^postgres:\/\/assessments:\$\{ASSESSMENTS_DB_PASSWORD:\?/);
  });

  it('sets PUBLIC_BASE_URL once, for the API and the worker alike', () => {
    const text = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    assert.equal(text.match(/^\s*PUBLIC_BASE_URL:/gm)?.length, 1);
    assert.equal(
      compose.services.api.environment!.PUBLIC_BASE_URL,
      compose.services.worker.environment!.PUBLIC_BASE_URL,
    );
  });

  it('gives the workers a healthcheck and a stop grace period longer than any activity’s time-out', () => {
    for (const name of ['worker', 'scoring-worker']) {
      const worker = compose.services[name];
      assert.deepEqual(worker.healthcheck?.test, ['CMD', 'node', 'docker/healthcheck.js', 'worker']);
      assert.ok(seconds(worker.stop_grace_period!) > longestActivityTimeout(), name);
    }
  });

  it('grants the sandbox’s privileges to the scoring worker alone, and it holds no mail or other secrets it does not use', () => {
    const { worker, api } = compose.services;
    const scoring = compose.services['scoring-worker'];
    assert.equal(scoring.environment!.WORKER_QUEUES, 'scoring');
    assert.equal(worker.environment!.WORKER_QUEUES, 'lifecycle');
    assert.notEqual(scoring.privileged, true);
    for (const unprivileged of [worker, api]) {
      assert.equal(unprivileged.user, undefined);
      assert.equal(unprivileged.cap_add, undefined);
    }
    assert.equal(api.read_only, true);
    assert.equal(scoring.environment!.SMTP_URL, undefined);
    assert.equal(api.environment!.LLM_API_KEY, undefined);
    assert.equal(worker.environment!.LLM_API_KEY, undefined);
  });

  it('keeps .env files, local state and tests out of the image', () => {
    const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.env', '.env.*', '.var', 'test', 'node_modules', '.git'])
      assert.ok(ignored.includes(entry), entry);
  });
});
