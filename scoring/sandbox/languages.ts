import { existsSync } from 'node:fs';
import {
  TOOLCHAIN_DIR,
  GO_VERSION,
  JAVA_HOME,
  JAVAC_ARCHIVE,
  JAVAC_JVM_FLAGS,
  CPP_FLAGS,
  CPP_HEADERS_DIR,
} from './toolchains';
import { STARTERS } from './starters';
import { transpileTypeScript, type TransformResult } from './typescript';

export interface LanguageSpec {
  id: string;
  name: string;
  /** The version candidates see ("Go 1.27.4"): the toolchain `npm run setup:languages` installs. */
  version: string;
  /** The program is placed, read-only, at /box/<n>/<fileName> inside the sandbox. */
  fileName: string;
  /** Run inside the sandbox (PATH lookup); '{file}' stands for the program's path (or its compiled artefact's). */
  command: readonly string[];
  /**
   * Address space the runtime reserves beyond what the program allocates. Only used where memory
   * has to be capped with RLIMIT_AS (no cgroup): Node.js needs ~750 MiB of it just to start.
   */
  addressSpaceOverheadBytes: number;
  /** Memory the runtime itself needs beside the program's limit (the JVM's, Mono's), added to the sandbox's cgroup. */
  runtimeMemoryBytes?: number;
  /** Our own compile step, run outside the sandbox; a failure is a compile_error verdict. */
  transform?: (code: string) => Promise<TransformResult>;
  /** A compile (or syntax check) inside the sandbox, once per program, under the compile limits (compile.ts). */
  compile?: CompileSpec;
  /**
   * A file that exists where `npm run setup:languages` installed the toolchain: without it the
   * language is unavailable here. None for Node.js and Python, which the sandbox needs anyway (the
   * driver is Python) and which live where the host has them (/usr/local/bin in the image).
   */
  toolchain?: string;
  /** Host directories outside /usr the runtime reads (configuration in /etc), bound read-only. */
  binds?: readonly string[];
  /**
   * How the runtime starts once for many cases (see driver.py): a fork of the driver (python), a V8
   * context per case (node), a runner of the language's own that forks per case (fork), or a JVM
   * that loads the program anew per case (jvm).
   */
  warm?: WarmRuntime;
  /**
   * The runner of a 'fork' or 'jvm' warm runtime and its command. A fork runner (fork-runner/<file>):
   * '{runner}' its path, '{file}' the program's, '{cpu}' its CPU seconds. The JVM runner
   * (jvm-runner/<file>, compiled by the worker): '{runner}' its class path; the driver adds the
   * output limits and the programs.
   */
  runner?: { file: string; command: readonly string[] };
  /** What the editor holds when the candidate picks the language: reads the input, prints a result. */
  starter: string;
  /** What a candidate should know of this language's limits and entry point, shown beside the picker. */
  notes?: string;
}

export interface CompileSpec {
  /**
   * A shell script run as `sh -c <script> sh <source>`, its diagnostics on stderr. It prints the
   * artefact (the executable, or a zip of Java's classes) on stdout; `artefact: 'source'` when it
   * only checks the syntax and the source itself runs.
   */
  script: string;
  /** The artefact's file name in the run's sandbox, or 'source'. */
  artefact: string;
  /** Memory the compiler may use beside the compile limits' default (GHC's, rustc's). */
  memoryBytes?: number;
}

export type WarmRuntime = 'python' | 'node' | 'fork' | 'jvm';

const MiB = 1024 * 1024;

/** The compiler's own output goes to stderr (what the candidate is shown); stdout carries only the artefact. */
const native = (compile: string, artefact = '/tmp/main') => `{ ${compile}; } >&2 && exec cat ${artefact}`;
const GO_TOOLS = `${TOOLCHAIN_DIR}/go${GO_VERSION}`;
/** g++ as every C++ compile runs it, the program's path to follow. */
const GPP = `g++ ${CPP_FLAGS} -pipe -I ${CPP_HEADERS_DIR} -o /tmp/main`;
/** A program whose source matches (extended grep) compiles without the prelude. */
const CPP_WITHOUT_PRELUDE = 'bits/stdc\\+\\+\\.h|^[[:space:]]*#[[:space:]]*(define|undef)[[:space:]]+_';
/** The JVM as a case runs in, cold or warm: the heap is the program's memory limit. */
const JAVA = [`${JAVA_HOME}/bin/java`, '-XX:+UseSerialGC', '-Xss64m', '-Xmx{memoryMiB}m'] as const;
/** Java's classes leave the compile sandbox as one zip (a jar without a manifest), written by the sandbox's own python3. */
const ZIP_CLASSES =
  "exec python3 -I -S -c 'import os,sys,zipfile\n" +
  'z=zipfile.ZipFile(sys.stdout.buffer,"w")\n' +
  'for d,_,fs in os.walk("."):\n' +
  ' for f in fs: z.write(os.path.join(d,f))\n' +
  "z.close()'";

export const LANGUAGES: readonly LanguageSpec[] = [
  {
    id: 'javascript',
    name: 'JavaScript (Node.js)',
    version: process.versions.node,
    fileName: 'main.js',
    command: ['node', '{file}'],
    addressSpaceOverheadBytes: 1024 * MiB,
    warm: 'node',
    starter: STARTERS.javascript,
  },
  {
    id: 'typescript',
    name: 'TypeScript (Node.js)',
    version: process.versions.node,
    fileName: 'main.js',
    command: ['node', '{file}'],
    addressSpaceOverheadBytes: 1024 * MiB,
    transform: transpileTypeScript,
    warm: 'node',
    starter: STARTERS.typescript,
  },
  {
    id: 'python',
    name: 'Python 3',
    version: '3.11',
    fileName: 'main.py',
    command: ['python3', '-I', '{file}'],
    addressSpaceOverheadBytes: 64 * MiB,
    warm: 'python',
    starter: STARTERS.python,
  },
  {
    id: 'c',
    name: 'C (GCC)',
    version: '12.2',
    fileName: 'main.c',
    compile: { script: native('gcc -std=gnu17 -O2 -pipe -o /tmp/main "$1" -lm'), artefact: 'main' },
    command: ['{file}'],
    addressSpaceOverheadBytes: 16 * MiB,
    toolchain: '/usr/bin/gcc',
    starter: STARTERS.c,
    notes: 'gcc -std=gnu17 -O2, linked with -lm.',
  },
  {
    id: 'cpp',
    name: 'C++ (GCC)',
    version: '12.2',
    fileName: 'main.cpp',
    compile: {
      script: native(
        // The prelude (a precompiled header) only where it cannot change what compiles: a program
        // that includes bits/stdc++.h uses that one instead, one that defines or undefines a
        // reserved name before its includes (_GLIBCXX_DEBUG) is left alone, and one the prelude's
        // declarations break (a global y1 beside <cmath>'s) is compiled again without it, its
        // messages then being its own.
        `if grep -qsE '${CPP_WITHOUT_PRELUDE}' "$1"; then ${GPP} "$1"; ` +
          `else ${GPP} -include ${CPP_HEADERS_DIR}/prelude.h "$1" 2>/dev/null || ${GPP} "$1"; fi`,
      ),
      artefact: 'main',
    },
    command: ['{file}'],
    addressSpaceOverheadBytes: 16 * MiB,
    toolchain: `${CPP_HEADERS_DIR}/prelude.h.gch`,
    starter: STARTERS.cpp,
    notes:
      `g++ ${CPP_FLAGS}. The common standard headers (<iostream>, <string>, <vector>, <algorithm>, ` +
      '<map>, <unordered_map> and the like) are precompiled and included for every program.',
  },
  {
    id: 'csharp',
    name: 'C# (Mono)',
    version: '6.8',
    fileName: 'main.cs',
    compile: {
      script: native('mcs -optimize+ -r:System.Numerics -out:/tmp/main.exe "$1"', '/tmp/main.exe'),
      artefact: 'main.exe',
    },
    command: ['mono', '{file}'],
    addressSpaceOverheadBytes: 512 * MiB,
    runtimeMemoryBytes: 64 * MiB,
    toolchain: '/usr/bin/mcs',
    binds: ['/etc/mono'],
    starter: STARTERS.csharp,
    notes: 'Mono C# compiler (mcs -optimize+, with System.Numerics), run by the Mono runtime.',
  },
  {
    id: 'go',
    name: 'Go',
    version: GO_VERSION,
    fileName: 'main.go',
    compile: {
      // compile and link against the standard library prebuilt by setup:languages: no build cache, no rebuild of std.
      script: native(
        `${GO_TOOLS}/compile -p main -complete -importcfg ${GO_TOOLS}/std/importcfg -o /tmp/main.a "$1" && ` +
          `${GO_TOOLS}/link -importcfg ${GO_TOOLS}/std/importcfg -s -w -o /tmp/main /tmp/main.a`,
      ),
      artefact: 'main',
    },
    command: ['{file}'],
    addressSpaceOverheadBytes: 1024 * MiB,
    toolchain: `${GO_TOOLS}/std/importcfg`,
    starter: STARTERS.go,
    notes: 'The standard library only (no modules).',
  },
  {
    id: 'java',
    name: 'Java (OpenJDK)',
    version: '17',
    fileName: 'Main.java',
    compile: {
      script:
        `mkdir /tmp/classes && ${JAVA_HOME}/bin/javac ${JAVAC_JVM_FLAGS.join(' ')} -J-XX:SharedArchiveFile=${JAVAC_ARCHIVE} ` +
        `-encoding UTF-8 -d /tmp/classes "$1" >&2 && cd /tmp/classes && ${ZIP_CLASSES}`,
      artefact: 'main.jar',
      memoryBytes: 512 * MiB,
    },
    command: [...JAVA, '-cp', '{file}', 'Main'],
    warm: 'jvm',
    runner: { file: 'Runner.java', command: [...JAVA, '-cp', '{runner}', 'Runner'] },
    addressSpaceOverheadBytes: 2048 * MiB,
    runtimeMemoryBytes: 128 * MiB,
    toolchain: `${JAVA_HOME}/bin/javac`,
    binds: ['/etc/java-17-openjdk'],
    starter: STARTERS.java,
    notes: 'The entry point is the class Main. The heap is the memory limit (-Xmx), thread stacks 64 MiB (-Xss64m).',
  },
  {
    id: 'rust',
    name: 'Rust',
    version: '1.63',
    fileName: 'main.rs',
    compile: {
      script: native(
        'rustc --edition 2021 -C opt-level=2 -C codegen-units=1 -C debuginfo=0 -C strip=symbols -o /tmp/main "$1"',
      ),
      artefact: 'main',
      memoryBytes: 512 * MiB,
    },
    command: ['{file}'],
    addressSpaceOverheadBytes: 16 * MiB,
    toolchain: '/usr/bin/rustc',
    starter: STARTERS.rust,
    notes: 'rustc --edition 2021 -C opt-level=2 -C codegen-units=1; the standard library only (no crates).',
  },
  {
    id: 'ruby',
    name: 'Ruby',
    version: '3.1',
    fileName: 'main.rb',
    compile: { script: 'ruby -c "$1" >/dev/null', artefact: 'source' },
    command: ['ruby', '{file}'],
    addressSpaceOverheadBytes: 128 * MiB,
    toolchain: '/usr/bin/ruby',
    warm: 'fork',
    runner: { file: 'runner.rb', command: ['ruby', '{runner}', '{file}', '{cpu}'] },
    starter: STARTERS.ruby,
  },
  {
    id: 'php',
    name: 'PHP',
    version: '8.2',
    fileName: 'main.php',
    compile: { script: 'php -l "$1" >&2', artefact: 'source' },
    command: ['php', '{file}'],
    addressSpaceOverheadBytes: 256 * MiB,
    toolchain: '/usr/bin/php',
    warm: 'fork',
    runner: { file: 'runner.php', command: ['php', '{runner}', '{file}', '{cpu}'] },
    binds: ['/etc/php'],
    starter: STARTERS.php,
    notes: "PHP's command-line interpreter with its standard extensions.",
  },
  {
    id: 'bash',
    name: 'Bash',
    version: '5.2',
    fileName: 'main.sh',
    compile: { script: 'bash -n "$1"', artefact: 'source' },
    command: ['bash', '{file}'],
    addressSpaceOverheadBytes: 64 * MiB,
    toolchain: '/usr/bin/bash',
    starter: STARTERS.bash,
    notes: "Debian's coreutils are there too (sort, awk, sed...): each one is a process of the case's.",
  },
  {
    id: 'perl',
    name: 'Perl',
    version: '5.36',
    fileName: 'main.pl',
    compile: {
      script: 'perl -c "$1" 2>/tmp/check; status=$?; grep -v " syntax OK$" /tmp/check >&2; exit $status',
      artefact: 'source',
    },
    command: ['perl', '{file}'],
    addressSpaceOverheadBytes: 64 * MiB,
    toolchain: '/usr/bin/perl',
    starter: STARTERS.perl,
  },
  {
    id: 'lua',
    name: 'Lua',
    version: '5.4',
    fileName: 'main.lua',
    compile: { script: 'luac5.4 -p "$1"', artefact: 'source' },
    command: ['lua5.4', '{file}'],
    addressSpaceOverheadBytes: 64 * MiB,
    toolchain: '/usr/bin/lua5.4',
    starter: STARTERS.lua,
  },
  {
    id: 'haskell',
    name: 'Haskell (GHC)',
    version: '9.0',
    fileName: 'Main.hs',
    compile: {
      script: native('ghc -v0 -O1 -dynamic -outputdir /tmp/build -o /tmp/main "$1"'),
      artefact: 'main',
      memoryBytes: 768 * MiB,
    },
    command: ['{file}'],
    addressSpaceOverheadBytes: 2048 * MiB,
    toolchain: '/usr/bin/ghc',
    // Debian's GHC keeps its package database there (/usr/lib/ghc/package.conf.d links to it).
    binds: ['/var/lib/ghc'],
    starter: STARTERS.haskell,
    notes: 'ghc -O1; the packages GHC ships (base, containers, array, bytestring, text, mtl).',
  },
];

export const getLanguage = (id: string): LanguageSpec | undefined => LANGUAGES.find((l) => l.id === id);

export const isExecutableLanguage = (id: string): boolean => getLanguage(id) !== undefined;

const installed = new Set<string>();

/** The language's toolchain is on this machine (checked until it is). */
export function toolchainInstalled({ toolchain }: LanguageSpec): boolean {
  if (toolchain === undefined) return true;
  if (!installed.has(toolchain) && existsSync(toolchain)) installed.add(toolchain);
  return installed.has(toolchain);
}
