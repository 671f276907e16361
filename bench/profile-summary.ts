import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/local-state';

/** The parts of a `.cpuprofile` (V8's format, as `node --cpu-prof` writes it) read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

const TOP = 15;
const IDLE = '(idle)';

/**
 * Where a profiled process's time went, by its own time in each function (self time), grouped by
 * who wrote the function: a package (node_modules/<name>), a folder of this project, Node.js
 * itself (node:), or V8's own entries ((garbage collector), (program), (idle)).
 */
export function summarize(profile: CpuProfile): {
  sampledMs: number;
  byOwner: [string, number][];
  byFunction: [string, number][];
} {
  const ms = new Map<number, number>();
  profile.samples.forEach((id, i) => ms.set(id, (ms.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
  for (const { id, callFrame } of profile.nodes) {
    const self = ms.get(id);
    if (!self) continue;
    const file = callFrame.url.replace(/^file:\/\//, '');
    add(byOwner, ownerOf(file, callFrame.functionName), self);
    const where = file ? `${path.relative(ROOT, file)}:${callFrame.lineNumber + 1}` : '';
    add(byFunction, `${callFrame.functionName || '(anonymous)'} ${where}`.trim(), self);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    sampledMs: [...ms.values()].reduce((a, b) => a + b, 0),
    byOwner: sorted(byOwner),
    byFunction: sorted(byFunction),
  };
}

function ownerOf(file: string, functionName: string): string {
  if (!file) return functionName.startsWith('(') ? functionName : '(native)';
  if (file.startsWith('node:')) return 'node: (Node.js itself)';
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(file);
  if (pkg) return pkg[1];
  const relative = path.relative(ROOT, file);
  if (relative.startsWith('..')) return file;
  const parts = relative.split(path.sep);
  return `${parts.slice(0, parts[0] === 'packages' ? 2 : 1).join('/')}/`;
}

function profilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return profilesUnder(file);
    return name.endsWith('.cpuprofile') ? [file] : [];
  });
}

/** `npm run profile:summary -- <dir>`: each profile under `dir` (BENCH_E2E_PROFILE's), summarized. */
function main() {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write('usage: npm run profile:summary -- <dir of .cpuprofile files>\n');
    process.exit(2);
  }
  const files = profilesUnder(path.resolve(dir));
  if (files.length === 0) {
    process.stderr.write(`no .cpuprofile file under ${dir}\n`);
    process.exit(1);
  }
  const line = ([name, value]: [string, number], total: number) =>
    `  ${value.toFixed(0).padStart(7)} ms ${((100 * value) / total).toFixed(1).padStart(5)} %  ${name}`;
  for (const file of files) {
    const { sampledMs, byOwner, byFunction } = summarize(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
    const busy = sampledMs - (byOwner.find(([name]) => name === IDLE)?.[1] ?? 0);
    const working = (entries: [string, number][]) => entries.filter(([name]) => name !== IDLE).slice(0, TOP);
    console.log(`${file}: ${sampledMs.toFixed(0)} ms sampled, ${busy.toFixed(0)} ms busy (the shares below are of it)`);
    console.log(' self time by owner:');
    for (const entry of working(byOwner)) console.log(line(entry, busy));
    console.log(` self time by function (the ${TOP} first):`);
    for (const entry of working(byFunction)) console.log(line(entry, busy));
    console.log('');
  }
}

if (require.main === module) main();
