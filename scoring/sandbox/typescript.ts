import { transform } from 'esbuild';

export type TransformResult = { ok: true; code: string } | { ok: false; message: string };

/** Our compile step for TypeScript: type annotations stripped, imports turned into require(). */
export async function transpileTypeScript(code: string): Promise<TransformResult> {
  try {
    const result = await transform(code, { loader: 'ts', format: 'cjs', target: 'node20', sourcefile: 'main.ts' });
    return { ok: true, code: result.code };
  } catch (err) {
    const errors = (err as { errors?: { text: string; location: { line: number; column: number } | null }[] }).errors;
    if (!errors) throw err;
    const message = errors
      .map((e) => (e.location ? `main.ts:${e.location.line}:${e.location.column + 1}: ${e.text}` : e.text))
      .join('\n');
    return { ok: false, message };
  }
}
