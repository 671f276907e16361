// Turns architecture.json (who may import what) into ESLint configs, one per folder.
// Imports of our own files are checked on the resolved path (import-x/no-restricted-paths); type-only
// allowances, forbidden files and packages on the specifier (@typescript-eslint/no-restricted-imports),
// which also holds where the imported file does not exist yet. A workspace (packages/<name>, listed
// under "workspaces" with its package name and entry) is a folder too, and every other folder, those
// that may import anything included, imports it by its name, through its entry only.

const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (globs) => `(?:${globs.map((g) => escape(g).replaceAll('*', '[^/]*')).join('|')})(?:/.*)?`;
const ours = (paths) => `^(?:\\.\\./)+(?:${paths.map(escape).join('|')})`;
const names = (folders) => folders.map((f) => `${f}/`).join(', ');

function mayImportOnly(folder, { mayImport, typesFrom = [] }) {
  const types = typesFrom.length > 0 ? ` and types from ${names(typesFrom)}` : '';
  return mayImport.length === 0 && !types
    ? `${folder}/ imports nothing of ours.`
    : `${folder}/ may import only ${names(mayImport)}${types}.`;
}

const mayImportAnything = (rule) => rule.mayImport === 'anything';

/** The workspaces this folder may import (by name, through their entries): all of them for a folder that may import anything. */
const importableWorkspaces = (folder, rule, workspaces) =>
  Object.keys(workspaces).filter((w) => w !== folder && (mayImportAnything(rule) || rule.mayImport.includes(w)));

/** Every other folder this one may not import, the files it never imports, and the insides of the workspaces it may import. */
function zones(folder, rule, allFolders, workspaces) {
  const entriesOnly = importableWorkspaces(folder, rule, workspaces).map((w) => ({
    target: `./${folder}`,
    from: `./${w}`,
    except: [`./${workspaces[w].entry}`],
    message: `${w}/ is imported as ${workspaces[w].name}, through its entry ${workspaces[w].entry} only.`,
  }));
  if (mayImportAnything(rule)) return entriesOnly;
  const allowed = new Set([folder, ...rule.mayImport, ...(rule.typesFrom ?? [])]);
  const from = allFolders.filter((f) => !allowed.has(f)).map((f) => `./${f}`);
  const never = (rule.neverFiles ?? []).map((file) => ({
    target: `./${folder}`,
    from: `./${file}`,
    message: `${folder}/ never imports ${file}.`,
  }));
  return [
    ...(from.length > 0 ? [{ target: `./${folder}`, from, message: mayImportOnly(folder, rule) }] : []),
    ...never,
    ...entriesOnly,
  ];
}

/** A workspace is imported by its package name, never by a path into it, nor a path inside the package. */
function workspacePatterns(folder, rule, workspaces) {
  const result = [];
  for (const [w, { name }] of Object.entries(workspaces)) {
    if (w === folder) continue;
    result.push({
      regex: `${ours([w])}(?:/|$)`,
      message: `${w}/ is imported by its name, ${name}, not by its path.`,
    });
    if (!importableWorkspaces(folder, rule, workspaces).includes(w)) {
      result.push({ regex: `^${escape(name)}(?:/|$)`, message: mayImportOnly(folder, rule) });
    } else {
      result.push({
        regex: `^${escape(name)}/`,
        message: `${name} is imported through its entry only, not ${name}/….`,
      });
    }
  }
  return result;
}

function patterns(folder, rule) {
  const result = [];
  const { typesFrom = [], neverFiles = [] } = rule;
  const { only, not = [], typesOnly = [] } = rule.packages ?? {};
  if (typesFrom.length > 0) {
    result.push({
      regex: `${ours(typesFrom)}(?:/|$)`,
      allowTypeImports: true,
      message: `${folder}/ imports only types from ${names(typesFrom)}.`,
    });
  }
  if (neverFiles.length > 0) {
    const files = neverFiles.map((f) => f.replace(/\.ts$/, ''));
    result.push({
      regex: `${ours(files)}(?:\\.[cm]?[jt]s)?$`,
      message: `${folder}/ never imports ${neverFiles.join(', ')}.`,
    });
  }
  if (only) {
    result.push({
      regex: `^(?!\\.|${anyOf(only)}$)`,
      message: `${folder}/ imports no package but ${only.join(', ')}.`,
    });
  }
  if (not.length > 0) {
    result.push({ regex: `^${anyOf(not)}$`, message: `${folder}/ never imports ${not.join(', ')}.` });
  }
  if (typesOnly.length > 0) {
    result.push({
      regex: `^${anyOf(typesOnly)}$`,
      allowTypeImports: true,
      message: `${folder}/ imports only types from ${typesOnly.join(', ')}.`,
    });
  }
  return result;
}

/**
 * One flat-config object per folder with rules; a folder that may import anything has only the
 * workspaces' rules (their entries only, by name).
 */
export function boundaryConfigs(architecture, basePath) {
  const allFolders = Object.keys(architecture.folders);
  const workspaces = architecture.workspaces ?? {};
  return Object.entries(architecture.folders)
    .map(([folder, rule]) => {
      const restricted = [
        ...(mayImportAnything(rule) ? [] : patterns(folder, rule)),
        ...workspacePatterns(folder, rule, workspaces),
      ];
      const restrictedPaths = zones(folder, rule, allFolders, workspaces);
      return {
        name: `boundaries/${folder}`,
        files: [`${folder}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}`],
        rules: {
          ...(restrictedPaths.length > 0 && {
            'import-x/no-restricted-paths': ['error', { basePath, zones: restrictedPaths }],
          }),
          ...(restricted.length > 0 && {
            '@typescript-eslint/no-restricted-imports': ['error', { patterns: restricted }],
          }),
        },
      };
    })
    .filter((config) => Object.keys(config.rules).length > 0);
}
