/** Whether a named function calls itself from its own body (a rough, brace- or indent-based reading). */
export function recursesCLike(code: string): boolean {
  // A function declaration, or an arrow function assigned to a name.
  const declarations = new RegExp(
    String.raw`\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*\{|` +
      String.raw`\b([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>\s*`,
    'g',
  );
  for (const m of code.matchAll(declarations)) {
    const name = m[1] ?? m[2];
    const bodyStart = m.index + m[0].length;
    const body =
      m[1] !== undefined || code[bodyStart] === '{'
        ? braceBody(code, m[1] !== undefined ? bodyStart : bodyStart + 1)
        : expressionBody(code, bodyStart);
    if (callsItself(body, name)) return true;
  }
  return false;
}

export function recursesPython(code: string): boolean {
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\s*)def\s+([A-Za-z_]\w*)\s*\(/.exec(lines[i]);
    if (!m) continue;
    const indent = m[1].length;
    const body: string[] = [lines[i].slice(lines[i].indexOf(':', m[0].length) + 1)];
    for (let j = i + 1; j < lines.length; j++) {
      if (lines[j].trim() === '') continue;
      if (lines[j].length - lines[j].trimStart().length <= indent) break;
      body.push(lines[j]);
    }
    if (callsItself(body.join('\n'), m[2])) return true;
  }
  return false;
}

const callsItself = (body: string, name: string) =>
  new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}\\s*\\(`).test(body);

/** The text from `start` (just after an opening brace) to its matching closing brace. */
function braceBody(code: string, start: number): string {
  let depth = 1;
  for (let i = start; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}' && --depth === 0) return code.slice(start, i);
  }
  return code.slice(start);
}

/** An arrow function's expression body: up to the end of its line or statement. */
function expressionBody(code: string, start: number): string {
  const end = code.slice(start).search(/[;\n]/);
  return end === -1 ? code.slice(start) : code.slice(start, start + end);
}
