/**
 * Where `npm run setup:languages` (scripts/install-languages.ts) puts the toolchains that do not
 * come as Debian packages in /usr: under /usr/local, which the sandbox sees read-only with /usr.
 */
export const TOOLCHAIN_DIR = '/usr/local/lib/hiring-assessment';

/** Go from the Go module proxy: Debian's (1.19) lacks min, max and the slices and maps packages. */
export const GO_VERSION = '1.27.4';

/** Debian's OpenJDK: by this path, not `java` on PATH, which may name another JDK installed beside it. */
export const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';
