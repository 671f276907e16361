/** `python3` arguments that pip-install `requirements` into `target`, quietly, as root or not. */
export function pipInstallArgs(target: string, requirements: string[], extra: string[] = []): string[] {
  return [
    '-m',
    'pip',
    'install',
    '--quiet',
    '--disable-pip-version-check',
    '--no-warn-script-location',
    '--root-user-action=ignore',
    ...extra,
    '--target',
    target,
    ...requirements,
  ];
}
