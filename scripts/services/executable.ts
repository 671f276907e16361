import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Whether the file exists and may be executed by this process. */
export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` in PATH's folders, if any. */
export function onPath(name: string, searchPath = process.env.PATH ?? ''): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    const candidate = path.join(dir, name);
    if (dir && isExecutable(candidate)) return candidate;
  }
  return undefined;
}
