import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES, toolchainInstalled } from '../scoring/sandbox/languages';
import {
  CPP_FLAGS,
  CPP_HEADERS_DIR,
  CPP_PRELUDE_HEADERS,
  GO_VERSION,
  JAVA_HOME,
  JAVAC_ARCHIVE,
  JAVAC_JVM_FLAGS,
  TOOLCHAIN_DIR,
} from '../scoring/sandbox/toolchains';
import { STARTERS } from '../scoring/sandbox/starters';

/**
 * `npm run setup:languages`: the toolchains candidates' programs run with. Debian's packages where
 * Debian's version is useful; Go from the Go module proxy (the `golang.org/toolchain` module, fetched
 * by Debian's own go command), its standard library built once here so that no compile rebuilds it.
 * Everything lands under /usr, which the sandbox sees read-only. Needs root (apt-get, /usr/local);
 * otherwise it prints the command to run. Used by .ci/run and the scoring worker's image.
 */
const DEBIAN_PACKAGES = [
  'gcc',
  'g++',
  'mono-mcs',
  'openjdk-17-jdk-headless',
  'rustc',
  'ruby',
  'php-cli',
  'perl',
  'lua5.4',
  'ghc',
  'bash',
  // only to fetch Go's toolchain module; the sandbox compiles with the newer Go
  'golang-go',
];

const GO_DIR = path.join(TOOLCHAIN_DIR, `go${GO_VERSION}`);
const GO_ARCH: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' };

function missingPackages(): string[] {
  const query = spawnSync('dpkg-query', ['-W', '-f', '${Package} ${db:Status-Abbrev}\n', ...DEBIAN_PACKAGES], {
    encoding: 'utf8',
  });
  const installed = new Set(
    query.stdout
      .split('\n')
      .filter((line) => / ii ?$/.test(line))
      .map((line) => line.split(' ')[0]),
  );
  return DEBIAN_PACKAGES.filter((name) => !installed.has(name));
}

function installPackages(names: string[]): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
}

/** Go's compile and link tools and its standard library's compiled packages, with the importcfg naming them. */
function installGo(): void {
  const arch = GO_ARCH[process.arch];
  if (!arch) throw new Error(`no Go toolchain for ${process.arch}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'go-toolchain-'));
  try {
    const env = {
      ...process.env,
      GOPATH: path.join(work, 'gopath'),
      GOCACHE: path.join(work, 'cache'),
      GOFLAGS: '-modcacherw',
      GOTOOLCHAIN: 'local',
      GO111MODULE: 'on',
    };
    const module = `golang.org/toolchain@v0.0.1-go${GO_VERSION}.linux-${arch}`;
    const downloaded = JSON.parse(
      execFileSync(debianGo(), ['mod', 'download', '-json', module], { cwd: work, env, encoding: 'utf8' }),
    ) as { Dir: string };
    const goroot = downloaded.Dir;
    const tools = path.join(goroot, 'pkg', 'tool', `linux_${arch}`);
    // A module's files come without their modes.
    for (const dir of [path.join(goroot, 'bin'), tools])
      for (const file of readdirSync(dir)) chmodSync(path.join(dir, file), 0o755);
    const exports = execFileSync(
      path.join(goroot, 'bin', 'go'),
      ['list', '-export', '-f', '{{if .Export}}{{.ImportPath}}={{.Export}}{{end}}', 'std'],
      { cwd: work, env: { ...env, GOROOT: goroot, CGO_ENABLED: '0' }, encoding: 'utf8', maxBuffer: 16 << 20 },
    )
      .split('\n')
      .filter(Boolean);
    const partial = `${GO_DIR}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(path.join(partial, 'std'), { recursive: true });
    for (const tool of ['compile', 'link']) copyFileSync(path.join(tools, tool), path.join(partial, tool));
    const importcfg = exports.map((line) => {
      const [pkg, file] = line.split('=');
      const target = path.join(GO_DIR, 'std', `${pkg}.a`);
      mkdirSync(path.dirname(path.join(partial, 'std', `${pkg}.a`)), { recursive: true });
      copyFileSync(file, path.join(partial, 'std', `${pkg}.a`));
      return `packagefile ${pkg}=${target}\n`;
    });
    writeFileSync(path.join(partial, 'std', 'importcfg'), importcfg.join(''));
    rmSync(GO_DIR, { recursive: true, force: true });
    renameSync(partial, GO_DIR);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** C++'s precompiled headers (toolchains.ts says which and why), built with the flags every compile uses. */
function installCppHeaders(): void {
  const partial = `${CPP_HEADERS_DIR}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.join(partial, 'bits'), { recursive: true });
  writeFileSync(path.join(partial, 'prelude.h'), CPP_PRELUDE_HEADERS.map((h) => `#include <${h}>\n`).join(''));
  // GCC's own bits/stdc++.h, found after this directory on the include path.
  writeFileSync(path.join(partial, 'bits', 'stdc++.h'), '#include_next <bits/stdc++.h>\n');
  for (const header of ['prelude.h', 'bits/stdc++.h']) {
    const file = path.join(partial, header);
    execFileSync('g++', [...CPP_FLAGS.split(' '), '-w', '-x', 'c++-header', file, '-o', `${file}.gch`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  rmSync(CPP_HEADERS_DIR, { recursive: true, force: true });
  renameSync(partial, CPP_HEADERS_DIR);
}

/** javac's class data archive (toolchains.ts says why), written by compiling the Java starter once. */
function installJavacArchive(): void {
  const work = mkdtempSync(path.join(os.tmpdir(), 'javac-archive-'));
  try {
    writeFileSync(path.join(work, 'Main.java'), STARTERS.java);
    mkdirSync(path.dirname(JAVAC_ARCHIVE), { recursive: true });
    const partial = `${JAVAC_ARCHIVE}.partial`;
    execFileSync(
      path.join(JAVA_HOME, 'bin', 'javac'),
      [...JAVAC_JVM_FLAGS, `-J-XX:ArchiveClassesAtExit=${partial}`, '-d', work, path.join(work, 'Main.java')],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    renameSync(partial, JAVAC_ARCHIVE);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Debian's go command (1.19), or any other on PATH: only used to fetch the toolchain module. */
function debianGo(): string {
  return existsSync('/usr/lib/go-1.19/bin/go') ? '/usr/lib/go-1.19/bin/go' : 'go';
}

function main(): void {
  const packages = missingPackages();
  const goMissing = !existsSync(path.join(GO_DIR, 'std', 'importcfg'));
  const cppHeadersMissing = !existsSync(path.join(CPP_HEADERS_DIR, 'bits', 'stdc++.h.gch'));
  const javacArchiveMissing = !existsSync(JAVAC_ARCHIVE);
  if (packages.length > 0 || goMissing || cppHeadersMissing || javacArchiveMissing) {
    if (process.getuid?.() !== 0) {
      const names = [
        ...packages,
        ...(goMissing ? [`Go ${GO_VERSION}`] : []),
        ...(cppHeadersMissing ? ["C++'s precompiled headers"] : []),
        ...(javacArchiveMissing ? ["javac's class data archive"] : []),
      ];
      process.stderr.write(
        `setup:languages: missing ${names.join(', ')}; ` +
          'installing them needs root: run `sudo npm run setup:languages`\n',
      );
      process.exit(1);
    }
    if (packages.length > 0) installPackages(packages);
    if (goMissing) installGo();
    if (cppHeadersMissing) installCppHeaders();
    if (javacArchiveMissing) installJavacArchive();
  }
  const missing = LANGUAGES.filter((l) => !toolchainInstalled(l));
  for (const l of LANGUAGES)
    process.stdout.write(`${l.id.padEnd(11)} ${l.name} ${l.version}${missing.includes(l) ? ': MISSING' : ''}\n`);
  if (missing.length > 0) process.exit(1);
}

try {
  main();
} catch (err) {
  process.stderr.write(`setup:languages failed: ${(err as Error).message}\n`);
  process.exit(1);
}
