import assert from 'node:assert/strict';
import { createSandbox, type CaseResult, type SandboxCase } from '../../../scoring/sandbox';

/**
 * Ruby and PHP run warm by forking each case from a runner that started once (driver.py's
 * ForkServer), Java by loading the program anew in a runner JVM (jvm-runner/): every program here
 * must end, case for case, in the verdict and the output a fresh `ruby main.rb` / `php main.php` /
 * `java Main` gives it, and each case starts from the program's first line.
 */
const java = (body: string, imports = '') =>
  `import java.io.*;\nimport java.util.*;\n${imports}public class Main {\n${body}\n}\n`;
const readInt = 'int n = new Scanner(System.in).nextInt();';
const CASES: SandboxCase[] = ['3\n', '5\n', '8', '13\n21\n'].map((input) => ({
  input,
  expected: `${parseInt(input)}\n`,
}));

const PROGRAMS: Record<string, Record<string, string>> = {
  ruby: {
    'gets, as most candidates read': 'puts gets.to_i\n',
    'all of stdin at once': 'puts $stdin.read.split.first.to_i\n',
    'ARGF and STDIN.each_line': 'STDIN.each_line { |l| puts l.to_i; break }\n',
    'a global counter starts from nothing in each case': '$seen = ($seen || 0) + 1\nputs gets.to_i * $seen\n',
    'a constant defined once per case': 'LIMIT = 1\nputs gets.to_i * LIMIT\n',
    'at_exit output': 'n = gets.to_i\nat_exit { puts n }\n',
    'exit with a status': 'puts gets.to_i\nexit 3\n',
    'an exception': 'raise "no #{gets.to_i}"\n',
    'a thread that prints': 'n = gets.to_i\nThread.new { puts n }.join\n',
    'a child left behind': 'fork { sleep 30 }\nputs gets.to_i\n',
    'every process killed, the runner too': 'Process.kill(:KILL, -1) rescue nil\nputs gets.to_i\n',
    '$0 and __FILE__': 'puts gets.to_i if $0 == __FILE__\n',
    'ARGV is empty': 'puts ARGV.empty? ? gets.to_i : 0\n',
    'a file in /tmp': 'File.write("/tmp/x", "1") unless File.exist?("/tmp/x")\nputs gets.to_i\n',
  },
  php: {
    'fgets, as most candidates read': '<?php\necho (int) fgets(STDIN), "\\n";\n',
    stream_get_contents: '<?php\necho (int) stream_get_contents(STDIN), "\\n";\n',
    'php://stdin': '<?php\necho (int) file_get_contents("php://stdin"), "\\n";\n',
    fscanf: '<?php\nfscanf(STDIN, "%d", $n);\necho $n, "\\n";\n',
    'a static counter starts from nothing':
      '<?php\nfunction f() { static $n = 0; return ++$n; }\necho (int) fgets(STDIN) * f(), "\\n";\n',
    'a global read from a function':
      '<?php\n$n = (int) fgets(STDIN);\nfunction g() { global $n; return $n; }\necho g(), "\\n";\n',
    'a shutdown function':
      '<?php\n$n = (int) fgets(STDIN);\nregister_shutdown_function(function () use ($n) { echo $n, "\\n"; });\n',
    'exit with a status': '<?php\necho (int) fgets(STDIN), "\\n";\nexit(3);\n',
    'an exception': '<?php\nthrow new Exception("no " . (int) fgets(STDIN));\n',
    argv: '<?php\necho count($argv) === 1 ? (int) fgets(STDIN) : 0, "\\n";\n',
    'every process killed, the runner too': '<?php\nposix_kill(-1, SIGKILL);\necho (int) fgets(STDIN), "\\n";\n',
    'output buffering left open': '<?php\nob_start();\necho (int) fgets(STDIN), "\\n";\n',
  },
  java: {
    'a Scanner, as most candidates read': java(
      `public static void main(String[] a) { ${readInt} System.out.println(n); }`,
    ),
    'a BufferedReader': java(
      'public static void main(String[] a) throws IOException {\n' +
        '  String l = new BufferedReader(new InputStreamReader(System.in)).readLine().trim();\n' +
        '  System.out.println(Integer.parseInt(l.split(" ")[0]));\n}',
    ),
    'a static counter starts from nothing in each case': java(
      `static int seen = 0;\npublic static void main(String[] a) { seen++; ${readInt} System.out.println(n * seen); }`,
    ),
    'a class that is not public': java(
      `public static void main(String[] a) { ${readInt} System.out.println(n); }`,
    ).replace('public class', 'class'),
    'print without a newline, and a PrintWriter flushed': java(
      `public static void main(String[] a) { ${readInt} PrintWriter w = new PrintWriter(System.out);\n` +
        '  w.print(n); w.flush(); System.out.print("\\n");\n}',
    ),
    'a PrintWriter never flushed': java(
      `public static void main(String[] a) { ${readInt} new PrintWriter(System.out).println(n); }`,
    ),
    'an exception': java(
      `public static void main(String[] a) { ${readInt} throw new IllegalStateException("no " + n); }`,
    ),
    'deep recursion, within the thread stack': java(
      'static int depth(int d) { return d == 0 ? 0 : 1 + depth(d - 1); }\n' +
        `public static void main(String[] a) { ${readInt} System.out.println(n + depth(100000) - 100000); }`,
    ),
    'a thread that prints after main returns': java(
      `public static void main(String[] a) { ${readInt} new Thread(() -> System.out.println(n)).start(); }`,
    ),
    'a daemon thread left running': java(
      'public static void main(String[] a) {\n' +
        '  Thread t = new Thread(() -> { while (true) Thread.onSpinWait(); });\n' +
        `  t.setDaemon(true); t.start(); ${readInt} System.out.println(n);\n}`,
    ),
    'lambdas, streams and string joins': java(
      `public static void main(String[] a) { ${readInt} java.util.function.IntUnaryOperator f = x -> x * 2;\n` +
        '  System.out.println(java.util.stream.IntStream.of(f.applyAsInt(n)).map(x -> x / 2).sum() + "");\n}',
    ),
    'a parallel stream (the common pool outlives the case)': java(
      `public static void main(String[] a) { ${readInt}\n` +
        '  System.out.println(java.util.stream.IntStream.range(0, 1000).parallel().map(x -> 0).sum() + n);\n}',
    ),
    'a logger holding state for the JVM': java(
      `public static void main(String[] a) { ${readInt}\n` +
        '  java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.OFF);\n  System.out.println(n);\n}',
    ),
    'a method handle found by name': java(
      'public static void main(String[] a) throws Throwable {\n' +
        '  java.lang.invoke.MethodHandle h = java.lang.invoke.MethodHandles.lookup()\n' +
        '    .findStatic(Integer.class, "parseInt", java.lang.invoke.MethodType.methodType(int.class, String.class));\n' +
        '  System.out.println((int) h.invokeExact(new Scanner(System.in).next()));\n}',
    ),
    'exit with a status': java(
      `public static void main(String[] a) { ${readInt} System.out.println(n); System.exit(3); }`,
    ),
    'a system property set': java(
      'public static void main(String[] a) {\n' +
        '  String s = System.getProperty("seen", ""); System.setProperty("seen", s + "x");\n' +
        `  ${readInt} System.out.println(n * s.length() + n);\n}`,
    ),
  },
};

/** Programs the JVM runner sends cold (they name a way to what a JVM's cases share). */
const JAVA_COLD = [
  'exit with a status',
  'a system property set',
  'a logger holding state for the JVM',
  'a method handle found by name',
];

const shown = (c: CaseResult) => ({ verdict: c.verdict, stdout: c.stdout, exitCode: c.exitCode });

describe('warm Ruby, PHP and Java: a case of a runner ends as a fresh process would', function () {
  this.timeout(300_000);
  const warm = createSandbox({ maxParallel: 2 });
  const cold = createSandbox({ maxParallel: 2, warm: false });

  const probes: Record<string, string> = {
    ruby: [
      'others = Dir.children("/proc").grep(/\\A\\d+\\z/).map(&:to_i) - [Process.pid]',
      'open = others.select { |pid| File.open("/proc/#{pid}/mem", "r+").close || true rescue false }',
      'puts open.empty? ? gets.to_i : "OPEN #{open}"',
    ].join('\n'),
    php: [
      '<?php',
      '$open = [];',
      'foreach (scandir("/proc") as $pid)',
      '    if (ctype_digit($pid) && (int) $pid !== getmypid() && @fopen("/proc/$pid/mem", "r+")) $open[] = $pid;',
      'echo $open ? "OPEN " . implode(",", $open) : (int) fgets(STDIN), "\\n";',
    ].join('\n'),
  };
  for (const [language, code] of Object.entries(probes)) {
    it(`${language}: a case cannot open the runner's memory (the runner is not dumpable)`, async () => {
      const run = await warm.run({ language, code, cases: CASES });
      assert.ok(run.available);
      for (const c of run.cases) {
        assert.equal(c.verdict, 'passed', c.stdout + c.stderr);
        assert.ok(c.warm, 'ran warm');
      }
    });
  }

  for (const [language, programs] of Object.entries(PROGRAMS)) {
    it(`${language}: ${Object.keys(programs).length} ways to read, keep state, end and misbehave, warm as cold`, async () => {
      const differences: string[] = [];
      let warmCases = 0;
      await Promise.all(
        Object.entries(programs).map(async ([name, code]) => {
          const [w, c] = await Promise.all([warm, cold].map((s) => s.run({ language, code, cases: CASES })));
          assert.ok(w.available && c.available, name);
          warmCases += w.cases.filter((r) => r.warm).length;
          if (language === 'java' && JAVA_COLD.includes(name))
            assert.ok(
              w.cases.every((r) => !r.warm),
              name,
            );
          w.cases.forEach((r, i) => {
            if (JSON.stringify(shown(r)) !== JSON.stringify(shown(c.cases[i])))
              differences.push(
                `${name}, case ${i}: warm ${JSON.stringify(shown(r))}, cold ${JSON.stringify(shown(c.cases[i]))}`,
              );
          });
        }),
      );
      assert.deepEqual(differences, []);
      assert.ok(warmCases >= CASES.length * 5, `most cases ran warm (${warmCases})`);
    });
  }
});
