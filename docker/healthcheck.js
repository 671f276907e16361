// The image's healthcheck, in plain JavaScript so that it starts in milliseconds.
//   node docker/healthcheck.js          the API: GET /v1/health on PORT answers 200
//   node docker/healthcheck.js worker   the worker: WORKER_HEALTH_FILE touched in the last 30 s
const { statSync } = require('node:fs');

function fail(reason) {
  process.stderr.write(`unhealthy: ${reason}\n`);
  process.exit(1);
}

if (process.argv[2] === 'worker') {
  const file = process.env.WORKER_HEALTH_FILE;
  if (!file) fail('WORKER_HEALTH_FILE is not set');
  let age;
  try {
    age = Date.now() - statSync(file).mtimeMs;
  } catch {
    fail(`the worker has not written ${file}: not running yet, or stopped`);
  }
  if (age > 30_000) fail(`the worker last wrote ${file} ${Math.round(age / 1000)} s ago`);
} else {
  const url = `http://127.0.0.1:${process.env.PORT || 3000}/v1/health`;
  fetch(url, { signal: AbortSignal.timeout(4000) }).then(
    (res) => (res.ok ? process.exit(0) : fail(`${url} answered ${res.status}`)),
    (err) => fail(`${url}: ${err.message}`),
  );
}
