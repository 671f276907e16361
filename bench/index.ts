/**
 * `npm run bench -- <name>`: speed and memory targets are measured here, never in timed tests.
 */
const BENCHES: Record<string, () => Promise<unknown>> = {
  sandbox: () => import('./sandbox').then((m) => m.run()),
  playback: () => import('./playback').then((m) => m.run()),
  fidelity: () => import('./fidelity').then((m) => m.run()),
  api: () => import('./api').then((m) => m.run()),
};

const names = process.argv.slice(2);
const unknown = names.filter((n) => !BENCHES[n]);
if (unknown.length) {
  process.stderr.write(`unknown bench: ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}\n`);
  process.exit(2);
}

(async () => {
  for (const name of names.length ? names : Object.keys(BENCHES)) {
    process.stdout.write(`\n== ${name} ==\n`);
    await BENCHES[name]();
  }
})().catch((err) => {
  process.stderr.write(`bench failed: ${(err as Error).stack}\n`);
  process.exit(1);
});
