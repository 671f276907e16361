import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SEARCH_ATTRIBUTES } from '../../../workflow-contract/search-attributes';
import {
  composeAppEnvironment,
  composePostgresFlags,
  composeTemporalSettings,
} from '../../../scripts/services/compose-settings';
import { TEMPORAL_SERVER_VERSION, TEMPORAL_UI_VERSION } from '../../../scripts/services/temporal-server';
import { ROOT } from '../../support/run';

const images = () =>
  Object.values(
    (
      parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as {
        services: Record<string, { image?: string }>;
      }
    ).services,
  ).flatMap((s) => (s.image ? [s.image] : []));

/** `npm run cluster` and the cluster test read the compose file's settings; these say they can. */
describe('the cluster stack and docker-compose.yml share their settings', () => {
  it("runs the compose file's Temporal server and UI versions, history shards, database plugin and dynamic config", () => {
    assert.ok(images().includes(`temporalio/server:${TEMPORAL_SERVER_VERSION}`), images().join(', '));
    assert.ok(images().includes(`temporalio/admin-tools:${TEMPORAL_SERVER_VERSION}`), images().join(', '));
    assert.ok(images().includes(`temporalio/ui:${TEMPORAL_UI_VERSION}`), images().join(', '));
    const settings = composeTemporalSettings(ROOT);
    assert.equal(settings.DB, 'postgres12');
    assert.match(settings.NUM_HISTORY_SHARDS, /^[1-9]\d*$/);
    assert.equal(settings.DYNAMIC_CONFIG_FILE_PATH, path.join(ROOT, 'docker', 'dynamicconfig', 'development-sql.yaml'));
    assert.ok(existsSync(settings.DYNAMIC_CONFIG_FILE_PATH));
    const config = readFileSync(path.join(ROOT, 'docker', 'temporal-server.yaml'), 'utf8');
    for (const name of Object.keys(settings))
      assert.match(config, new RegExp(`env "${name}"`), `the config ignores ${name}`);
  });

  it('registers, by the same script as Compose, exactly the search attributes the service sets', () => {
    const script = readFileSync(path.join(ROOT, 'docker', 'temporal-namespace.sh'), 'utf8');
    const listed = /for name in ([\w ]+); do/.exec(script)?.[1].split(' ');
    assert.deepEqual(listed?.sort(), SEARCH_ATTRIBUTES.map((a) => a.name).sort());
  });

  it("gives each process kind the compose service's settings and Postgres its connection limit", () => {
    assert.deepEqual(composePostgresFlags(ROOT), ['-c', 'max_connections=200']);
    assert.equal(composeAppEnvironment(ROOT, 'api').TRUST_PROXY, 'true');
    assert.equal(composeAppEnvironment(ROOT, 'lifecycle').WORKER_QUEUES, 'lifecycle');
    assert.equal(composeAppEnvironment(ROOT, 'scoring').WORKER_QUEUES, 'scoring');
    for (const kind of ['api', 'lifecycle', 'scoring'] as const) {
      const env = composeAppEnvironment(ROOT, kind);
      assert.equal(env.NODE_ENV, 'production');
      assert.ok(
        Object.values(env).every((value) => !value.includes('${')),
        `${kind}: a value Compose fills in`,
      );
    }
  });
});
