import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import {
  createSandbox,
  isExecutableLanguage,
  type CaseResult,
  type Limits,
  type MemoryEnforcement,
  type Sandbox,
  type SandboxCase,
  type SandboxRun,
} from '../../../scoring/sandbox';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

type Ran = Extract<SandboxRun, { available: true }>;

async function run(
  sandbox: Sandbox,
  language: string,
  code: string,
  cases: SandboxCase[],
  limits?: Partial<Limits>,
): Promise<Ran> {
  const result = await sandbox.run({ language, code, cases, limits });
  assert.ok(result.available, `sandbox unavailable: ${result.available ? '' : result.reason}`);
  return result;
}

async function runOne(
  sandbox: Sandbox,
  language: string,
  code: string,
  input = '',
  limits?: Partial<Limits>,
): Promise<CaseResult> {
  return (await run(sandbox, language, code, [{ input, expected: '' }], limits)).cases[0];
}

describe('sandbox', function () {
  this.timeout(120_000);
  const sandbox = createSandbox();

  before(async () => {
    const probe = await sandbox.run({ language: 'python', code: 'pass', cases: [] });
    assert.ok(probe.available, `bubblewrap must work here: ${probe.available ? '' : probe.reason}`);
  });

  describe('languages', () => {
    const cases: SandboxCase[] = [
      { input: 'DB on fire again\n', expected: '16\n' },
      { input: '\n', expected: '0\n' },
      { input: '  spaced  \n', expected: '10\n' },
    ];

    it('runs a JavaScript program on every case', async () => {
      const result = await run(
        sandbox,
        'javascript',
        "console.log(require('fs').readFileSync(0, 'utf8').split('\\n')[0].length)",
        cases,
      );
      assert.deepEqual(
        result.cases.map((c) => c.verdict),
        ['passed', 'passed', 'passed'],
      );
      assert.equal(result.sandboxes, 1);
    });

    it('transpiles and runs a TypeScript program', async () => {
      const code =
        "import { readFileSync } from 'fs';\nconst line: string = readFileSync(0, 'utf8').split('\\n')[0];\nconsole.log(line.length);";
      const result = await run(sandbox, 'typescript', code, cases);
      assert.deepEqual(
        result.cases.map((c) => c.verdict),
        ['passed', 'passed', 'passed'],
      );
    });

    it('runs a Python program', async () => {
      const result = await run(sandbox, 'python', 'print(len(input()))', cases);
      assert.deepEqual(
        result.cases.map((c) => c.verdict),
        ['passed', 'passed', 'passed'],
      );
    });

    it('reports a TypeScript syntax error as a compile error without running anything', async () => {
      const result = await run(sandbox, 'typescript', 'const x: number = ;', cases);
      assert.deepEqual(
        result.cases.map((c) => c.verdict),
        ['compile_error', 'compile_error', 'compile_error'],
      );
      assert.match(result.cases[0].message ?? '', /main\.ts:1:/);
      assert.equal(result.sandboxes, 0);
    });

    it('reports a crash as a runtime error', async () => {
      const result = await runOne(sandbox, 'python', 'raise SystemExit(3)');
      assert.equal(result.verdict, 'runtime_error');
      assert.equal(result.exitCode, 3);
    });

    it('measures the CPU time of each case and of the run', async () => {
      const result = await run(sandbox, 'javascript', '', [
        { input: '', expected: '' },
        { input: '', expected: '' },
      ]);
      for (const c of result.cases) assert.ok(c.cpuMs > 0 && c.cpuMs < 2000, `cpuMs ${c.cpuMs}`);
      assert.equal(result.cpuMs, result.cases[0].cpuMs + result.cases[1].cpuMs);
    });

    it('knows which languages it can run', async () => {
      assert.ok(
        isExecutableLanguage('javascript') && isExecutableLanguage('typescript') && isExecutableLanguage('python'),
      );
      assert.equal(isExecutableLanguage('cobol'), false);
      const result = await sandbox.run({
        language: 'cobol',
        code: 'DISPLAY 1.',
        cases: [{ input: '', expected: '1' }],
      });
      assert.equal(result.available, false);
    });
  });

  describe('output comparison', () => {
    it('applies outputsMatch (test/scoring/sandbox/sandbox.test.ts) to what a program prints', async () => {
      const result = await run(sandbox, 'python', 'print("1 2   ")\nprint("3\\t")\nprint()\nprint()', [
        { input: '', expected: '1 2\n3' },
        { input: '', expected: '1 2\n3\n' },
        { input: '', expected: '1  2\n3' },
        { input: '', expected: '1 2\n\n3' },
      ]);
      assert.deepEqual(
        result.cases.map((c) => c.verdict),
        ['passed', 'passed', 'wrong_answer', 'wrong_answer'],
      );
    });

    it('gives a wrong answer for a wrong output, with what was printed', async () => {
      const result = await run(sandbox, 'javascript', 'console.log(41)', [{ input: '', expected: '42\n' }]);
      assert.equal(result.cases[0].verdict, 'wrong_answer');
      assert.equal(result.cases[0].stdout, '41\n');
    });
  });

  describe('isolation', () => {
    it('cannot connect to a port listening on the host, nor to a host abstract socket', async () => {
      let connections = 0;
      const onConnection = (socket: { destroy(): void }) => {
        connections++;
        socket.destroy();
      };
      const tcp = createServer(onConnection);
      const abstract = createServer(onConnection);
      const abstractName = `sandbox-test-${randomBytes(6).toString('hex')}`;
      await Promise.all([listen(tcp, { host: '127.0.0.1', port: 0 }), listen(abstract, { path: `\0${abstractName}` })]);
      try {
        const port = (tcp.address() as { port: number }).port;
        const hostAddresses = Object.values(networkInterfaces())
          .flat()
          .filter((a) => a && a.family === 'IPv4')
          .map((a) => a!.address);
        const targets = [...new Set(['127.0.0.1', ...hostAddresses])].map((host) => `${host}:${port}`);
        const code = `
const net = require('net');
const targets = require('fs').readFileSync(0, 'utf8').trim().split(' ');
const tries = [...targets.map((t) => { const i = t.lastIndexOf(':'); return { host: t.slice(0, i), port: +t.slice(i + 1) }; }),
  { path: '\\0${abstractName}' }, { host: '1.1.1.1', port: 80 }];
let left = tries.length;
for (const to of tries) {
  const s = net.connect(to, () => { console.log('CONNECTED ' + JSON.stringify(to)); s.destroy(); if (!--left) process.exit(0); });
  s.setTimeout(2000, () => { console.log('timeout ' + JSON.stringify(to)); s.destroy(); if (!--left) process.exit(0); });
  s.on('error', (e) => { console.log('blocked ' + JSON.stringify(to) + ' ' + e.code); if (!--left) process.exit(0); });
}`;
        const result = await runOne(sandbox, 'javascript', code, targets.join(' '));
        assert.equal(result.exitCode, 0, result.stderr);
        assert.doesNotMatch(result.stdout, /CONNECTED/);
        assert.equal(result.stdout.trim().split('\n').length, targets.length + 2, result.stdout);
        assert.equal(connections, 0, 'the host servers saw no connection');
      } finally {
        tcp.close();
        abstract.close();
      }
    });

    it('cannot write outside its private /tmp', async () => {
      const name = `sandbox-escape-${randomBytes(6).toString('hex')}`;
      const outside = [
        path.join(repoRoot, name),
        `/usr/${name}`,
        `/etc/${name}`,
        `/${name}`,
        `/box/${name}`,
        `/dev/shm/${name}`,
        `/proc/${name}`,
      ];
      // The sandbox's /tmp is its own: what it writes there must not show up in ours either.
      const hostPaths = [
        path.join(repoRoot, name),
        `/usr/${name}`,
        `/etc/${name}`,
        `/${name}`,
        `/tmp/${name}`,
        path.join(tmpdir(), name),
      ];
      const code = `
import sys
for p in sys.stdin.read().split():
    try:
        with open(p, 'w') as f:
            f.write('escaped')
        print('WROTE', p)
    except OSError as e:
        print('refused', p, e.strerror)
`;
      try {
        const result = await runOne(sandbox, 'python', code, [...outside, `/tmp/${name}`].join('\n'));
        assert.equal(result.exitCode, 0, result.stderr);
        const lines = result.stdout.trim().split('\n');
        for (const p of outside)
          assert.ok(
            lines.some((l) => l.startsWith(`refused ${p} `)),
            `${p} was not refused:\n${result.stdout}`,
          );
        assert.ok(lines.includes(`WROTE /tmp/${name}`), 'its own /tmp is writable');
        for (const p of hostPaths) assert.equal(existsSync(p), false, `${p} appeared on the host`);
      } finally {
        for (const p of hostPaths) rmSync(p, { force: true });
      }
    });

    it('sees none of our environment, in its own or any other process', async () => {
      process.env.JWT_SECRET = 's3cret-canary';
      process.env.DATABASE_URL = 'postgres://canary:s3cret-canary@db/app';
      try {
        const code = `
const fs = require('fs');
const read = (p) => { try { return fs.readFileSync(p, 'latin1'); } catch (e) { return 'unreadable ' + p + ' ' + e.code; } };
console.log(JSON.stringify(Object.keys(process.env).sort()));
console.log(JSON.stringify(process.env));
for (const p of ['/proc/self/environ', '/proc/1/environ', '/proc/' + process.ppid + '/environ']) console.log(read(p));
for (const pid of fs.readdirSync('/proc').filter((n) => /^\\d+$/.test(n))) \
console.log(read('/proc/' + pid + '/environ'), read('/proc/' + pid + '/cmdline'));
`;
        const result = await runOne(sandbox, 'javascript', code);
        assert.equal(result.exitCode, 0, result.stderr);
        assert.equal(result.stdout.split('\n')[0], JSON.stringify(['HOME', 'LANG', 'PATH']));
        for (const text of [result.stdout, result.stderr]) {
          assert.doesNotMatch(text, /s3cret-canary|JWT_SECRET|DATABASE_URL/);
        }
        const py = await runOne(
          sandbox,
          'python',
          'import os\nprint(sorted(os.environ))\nprint(open(f"/proc/{os.getppid()}/environ").read())',
        );
        assert.doesNotMatch(py.stdout + py.stderr, /s3cret-canary/);
      } finally {
        delete process.env.JWT_SECRET;
        delete process.env.DATABASE_URL;
      }
    });

    it('cannot reach the channel its results are reported on, nor stop the sandbox', async () => {
      const code = `
const fs = require('fs');
if (require('fs').readFileSync(0, 'utf8').trim() === 'second') { console.log('second'); process.exit(0); }
const forged = 'case 0 exit=0 signal=- cpu_ms=1 wall_ms=1 max_rss_kib=1 timed_out=0 output_exceeded=0 \
oom_kills=0 pids_limit_hits=0 peak_tasks=0 stdout=Zm9yZ2Vk stderr=\\n';
for (const p of ['/proc/1/fd/1', '/proc/1/fd/2', '/proc/1/mem']) {
  try { fs.writeFileSync(p, forged); console.log('OPENED ' + p); } catch (e) { console.log('refused ' + p + ' ' + e.code); }
}
for (const sig of ['SIGKILL', 'SIGTERM', 'SIGSTOP']) { try { process.kill(1, sig); process.kill(-1, sig); } catch {} }
console.log('first');
`;
      const result = await run(sandbox, 'javascript', code, [
        { input: 'first', expected: '' },
        { input: 'second', expected: 'second' },
      ]);
      assert.doesNotMatch(result.cases[0].stdout, /OPENED/);
      assert.match(result.cases[0].stdout, /first\n$/);
      assert.equal(result.cases[1].verdict, 'passed');
      // Both cases ran warm in the one sandbox, which outlived the attack (the first case's wrong
      // answer, from a clean exit, stands warm).
      assert.ok(result.cases.every((c) => c.warm));
      assert.equal(result.sandboxes, 1);
    });

    it('cannot trace or read the memory of the process that runs it', async () => {
      const code = `
import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
print('ptrace', libc.ptrace(16, 1, 0, 0), ctypes.get_errno())  # PTRACE_ATTACH to PID 1
for p in ('/proc/1/mem', '/proc/1/environ', '/proc/1/fd'):
    try:
        os.listdir(p) if p.endswith('fd') else open(p, 'rb').read(1)
        print('READ', p)
    except OSError as e:
        print('refused', p, e.errno)
`;
      const result = await runOne(sandbox, 'python', code);
      assert.equal(result.exitCode, 0, result.stderr);
      assert.match(result.stdout, /^ptrace -1 1$/m, 'EPERM');
      assert.doesNotMatch(result.stdout, /READ/);
    });

    it('gives every case a fresh state: no files, no processes left by an earlier case', async () => {
      const files = `
import os
fresh = not os.path.exists('/tmp/state')
open('/tmp/state', 'w').write('x')
print('fresh' if fresh else 'stale')`;
      const result = await run(
        sandbox,
        'python',
        files,
        Array.from({ length: 3 }, () => ({ input: '', expected: 'fresh' })),
      );
      assert.deepEqual(
        result.cases.map((c) => c.verdict),
        ['passed', 'passed', 'passed'],
      );
      assert.equal(result.sandboxes, 3, 'a sandbox with a file left in /tmp is replaced');

      const processes = `
import os, subprocess
if input() == 'spawn':
    subprocess.Popen(['sleep', '30'], start_new_session=True)
    print('spawned')
else:
    print(len([p for p in os.listdir('/proc') if p.isdigit() and int(p) not in (1, os.getpid())]))`;
      const second = await run(sandbox, 'python', processes, [
        { input: 'spawn\n', expected: 'spawned' },
        { input: 'count\n', expected: '0' },
      ]);
      assert.deepEqual(
        second.cases.map((c) => c.verdict),
        ['passed', 'passed'],
        second.cases[1].stdout,
      );
    });
  });

  for (const memoryEnforcement of ['auto', 'rlimit'] as const) {
    describe(`limits (${memoryEnforcement === 'auto' ? 'cgroups where possible' : 'rlimits only'})`, () => {
      const limited = createSandbox({ memoryEnforcement, limits: { cpuMs: 1000, wallMs: 3000 } });
      let enforcement: MemoryEnforcement;

      before(async () => {
        const probe = await run(limited, 'python', 'pass', [{ input: '', expected: '' }]);
        enforcement = probe.memoryEnforcement;
      });

      it('stops an infinite loop (time limit) within a bounded time', async () => {
        const started = Date.now();
        const result = await runOne(limited, 'javascript', 'for (;;) {}');
        assert.equal(result.verdict, 'time_limit');
        assert.ok(Date.now() - started < 10_000, `took ${Date.now() - started} ms`);
      });

      it('stops a program that sleeps past the wall clock (time limit)', async () => {
        const result = await runOne(limited, 'python', 'import time\ntime.sleep(60)');
        assert.equal(result.verdict, 'time_limit');
        assert.ok(result.wallMs >= 3000 && result.wallMs < 6000, `wallMs ${result.wallMs}`);
      });

      it('contains a fork bomb (process or time limit), and the next run works', async () => {
        const started = Date.now();
        const bomb = 'import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass';
        const result = await runOne(limited, 'python', bomb);
        assert.ok(['process_limit', 'time_limit'].includes(result.verdict), result.verdict);
        assert.ok(Date.now() - started < 15_000, `took ${Date.now() - started} ms`);
        const next = await run(limited, 'javascript', 'console.log("still fine")', [
          { input: '', expected: 'still fine' },
        ]);
        assert.equal(next.cases[0].verdict, 'passed');
      });

      it('stops a 1 GB allocation (memory limit)', async () => {
        const js = await runOne(limited, 'javascript', 'const b = Buffer.alloc(1 << 30, 1); console.log(b.length);');
        assert.equal(js.verdict, 'memory_limit', `${enforcement}: ${js.stderr}`);
        const py = await runOne(limited, 'python', 's = b"x" * (1 << 30)\nprint(len(s))');
        assert.equal(py.verdict, 'memory_limit', `${enforcement}: ${py.stderr}`);
      });

      it('stops 10 MB of output (output limit)', async () => {
        const result = await runOne(limited, 'javascript', "process.stdout.write('x'.repeat(10 * 1024 * 1024));");
        assert.equal(result.verdict, 'output_limit');
        const py = await runOne(limited, 'python', "import sys\nwhile True: sys.stdout.write('y' * 65536)");
        assert.equal(py.verdict, 'output_limit');
      });

      it('fails only the case that breaks a limit; later cases still run', async () => {
        const code =
          "const s = require('fs').readFileSync(0, 'utf8').trim(); if (s === 'loop') for (;;) {} console.log(s);";
        const result = await run(limited, 'javascript', code, [
          { input: 'a', expected: 'a' },
          { input: 'loop', expected: 'loop' },
          { input: 'c', expected: 'c' },
        ]);
        assert.deepEqual(
          result.cases.map((c) => c.verdict),
          ['passed', 'time_limit', 'passed'],
        );
      });
    });
  }

  describe('containment that does not depend on the program', () => {
    it('refuses the system calls no solution needs (seccomp), with an error the program sees', async () => {
      const code = [
        'import ctypes, os, socket',
        'libc = ctypes.CDLL(None, use_errno=True)',
        'def attempt(name, call):',
        '    try:',
        '        ok = call()',
        '        print(name, "refused" if ok == -1 else "allowed", ctypes.get_errno() if ok == -1 else "")',
        '    except OSError as e:',
        '        print(name, "refused", e.errno)',
        'attempt("memfd_create", lambda: os.memfd_create("x"))',
        'attempt("ptrace", lambda: libc.ptrace(0, 0, 0, 0))',
        'attempt("unshare", lambda: libc.unshare(0x20000))',
        'attempt("keyctl", lambda: libc.syscall(250 if os.uname().machine == "x86_64" else 219, 0, 0, 0, 0))',
        'attempt("raw socket", lambda: socket.socket(socket.AF_INET, socket.SOCK_RAW, 1))',
        'attempt("packet socket", lambda: socket.socket(17, socket.SOCK_RAW, 0))',
      ].join('\n');
      const result = await runOne(sandbox, 'python', code);
      const lines = result.stdout.trim().split('\n');
      assert.equal(lines.length, 6, result.stdout + result.stderr);
      for (const line of lines) assert.match(line, /^[a-z_ ]+ refused 1$/, line);
    });

    it('keeps a program that forks CPU burners to one core, so other sandboxes keep theirs', async () => {
      const code = [
        'import os, time',
        'for _ in range(3):',
        '    if os.fork() == 0:',
        '        start = time.time()',
        '        while time.time() - start < 1.5: pass',
        '        os._exit(0)',
        'for _ in range(3): os.wait()',
      ].join('\n');
      const result = await runOne(sandbox, 'python', code, '', { cpuMs: 10_000, wallMs: 4000 });
      assert.equal(result.verdict, 'passed');
      assert.ok(result.cpuMs < result.wallMs * 1.25, `${result.cpuMs} ms of CPU in ${result.wallMs} ms`);
    });

    it('allows a few dozen open files, not thousands', async () => {
      const code =
        "files = []\ntry:\n    while len(files) < 1000: files.append(open('/dev/null'))\nexcept OSError: pass\nprint(len(files))";
      const opened = Number((await runOne(sandbox, 'python', code)).stdout.trim());
      assert.ok(opened > 20 && opened < 64, String(opened));
    });

    it('refuses to run anything without cgroups unless weak limits are allowed, and says how to allow them', async () => {
      const strict = createSandbox({ findCgroups: async () => 'no cgroups on this host' });
      assert.equal(await strict.available(), false);
      assert.match(
        (await strict.unavailableReason()) ?? '',
        /no cgroups on this host; set SANDBOX_ALLOW_WEAK_LIMITS=true/,
      );
      const weak = createSandbox({ memoryEnforcement: 'auto', findCgroups: async () => 'no cgroups on this host' });
      const result = await run(weak, 'python', 'print(1)', [{ input: '', expected: '1' }]);
      assert.equal(result.memoryEnforcement, 'rlimit');
      assert.equal(result.cases[0].verdict, 'passed');
      assert.deepEqual(await weak.enforcement(), {
        available: true,
        cgroupVersion: null,
        whyNoCgroups: 'no cgroups on this host',
        seccomp: true,
      });
    });
  });
});

function listen(server: Server, options: { host: string; port: number } | { path: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, resolve);
  });
}
