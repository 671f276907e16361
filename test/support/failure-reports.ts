/**
 * What a failed test leaves to read besides its assertion: a suite registers a reporter (the
 * browser's pages say what they showed), and the root hooks print every report after a test fails
 * (test/support/root-hooks.ts), so that a failure seen only in CI can be understood from its log.
 */
type Reporter = () => Promise<string | undefined>;

const reporters = new Set<Reporter>();

/** Adds a reporter until the returned function is called. */
export function reportOnFailure(reporter: Reporter): () => void {
  reporters.add(reporter);
  return () => reporters.delete(reporter);
}

/** Every registered reporter's report; one that fails says so rather than hiding the others. */
export async function failureReports(): Promise<string[]> {
  const reports = await Promise.all(
    [...reporters].map((report) => report().catch((err: unknown) => `(a failure report failed: ${String(err)})`)),
  );
  return reports.filter((r): r is string => Boolean(r));
}
