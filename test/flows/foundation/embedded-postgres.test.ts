import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../scripts/services/ports';
import { startEmbeddedPostgres } from '../../../scripts/services/postgres';

describe('the embedded Postgres', function () {
  this.timeout(120_000);

  it('starts on another port when the one it picked is taken before Postgres binds it', async () => {
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const taken = (squatter.address() as net.AddressInfo).port;
    const picked: number[] = [];
    const pickPort = async () => {
      const port = picked.length === 0 ? taken : await freePort();
      picked.push(port);
      return port;
    };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'assessments-test-pg-'));
    chmodSync(dataDir, 0o755); // as root, Postgres runs as its own user and must reach its data
    try {
      const db = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), pickPort });
      try {
        assert.equal(picked.length, 2, 'a second port was picked');
        assert.equal(db.port, picked[1]);
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        assert.equal((await client.query('SELECT 1 AS one')).rows[0].one, 1);
        await client.end();
      } finally {
        await db.stop();
      }
    } finally {
      squatter.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
