// Turns architecture.json (who may import what) into ESLint configs, one per folder.
// Imports of our own files are checked on the resolved path (import-x/no-restricted-paths); type-only
// allowances, forbidden files and packages on the specifier (@typescript-eslint/no-restricted-imports),
// which also holds where the imported file does not exist yet.

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

/** Every other folder this one may not import, and the files it never imports. */
function zones(folder, rule, allFolders) {
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
  ];
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

/** One flat-config object per folder with rules; folders that may import anything get none. */
export function boundaryConfigs(architecture, basePath) {
  const allFolders = Object.keys(architecture.folders);
  return Object.entries(architecture.folders)
    .filter(([, rule]) => rule.mayImport !== 'anything')
    .map(([folder, rule]) => {
      const restricted = patterns(folder, rule);
      return {
        name: `boundaries/${folder}`,
        files: [`${folder}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}`],
        rules: {
          'import-x/no-restricted-paths': ['error', { basePath, zones: zones(folder, rule, allFolders) }],
          ...(restricted.length > 0 && {
            '@typescript-eslint/no-restricted-imports': ['error', { patterns: restricted }],
          }),
        },
      };
    });
}
