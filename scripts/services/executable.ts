import { accessSync, constants } from 'node:fs';

/** Whether the file exists and may be executed by this process. */
export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
