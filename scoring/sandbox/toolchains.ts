/**
 * Where `npm run setup:languages` (scripts/install-languages.ts) puts the toolchains that do not
 * come as Debian packages in /usr: under /usr/local, which the sandbox sees read-only with /usr.
 */
export const TOOLCHAIN_DIR = '/usr/local/lib/hiring-assessment';

/** Go from the Go module proxy: Debian's (1.19) lacks min, max and the slices and maps packages. */
export const GO_VERSION = '1.27.4';

/** Debian's OpenJDK: by this path, not `java` on PATH, which may name another JDK installed beside it. */
export const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';

/** javac's own JVM, as every compile starts it. */
export const JAVAC_JVM_FLAGS = ['-J-XX:+UseSerialGC', '-J-XX:TieredStopAtLevel=1'] as const;
/**
 * The classes javac loads, archived by setup (class data sharing): a compile starts from the archive
 * instead of loading and verifying them, a third less CPU. A JVM that cannot use it (missing, or
 * made by another JDK build) ignores it silently and loads them as before.
 */
export const JAVAC_ARCHIVE = `${TOOLCHAIN_DIR}/java/javac.jsa`;

/**
 * C++'s precompiled headers, built by setup with exactly these flags (GCC uses a precompiled header
 * only when the compile's flags match): the standard headers short programs include, given to every
 * program as a prelude, and `bits/stdc++.h`, used in its place by a program that includes it (a
 * compile may use one precompiled header). Parsing them is most of a short program's compile.
 */
export const CPP_FLAGS = '-std=gnu++20 -O2';
export const CPP_HEADERS_DIR = `${TOOLCHAIN_DIR}/cpp`;
export const CPP_PRELUDE_HEADERS = [
  'algorithm',
  'array',
  'climits',
  'cmath',
  'cstdint',
  'cstdio',
  'cstdlib',
  'cstring',
  'deque',
  'functional',
  'iomanip',
  'iostream',
  'iterator',
  'map',
  'numeric',
  'optional',
  'queue',
  'set',
  'sstream',
  'stack',
  'string',
  'string_view',
  'tuple',
  'unordered_map',
  'unordered_set',
  'utility',
  'vector',
] as const;
