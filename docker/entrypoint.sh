#!/bin/sh
# The image's entrypoint, under tini. Docker mounts a container's cgroups read-only; the sandbox
# makes a group per run under the worker's own. So where the process may (the scoring worker:
# root with CAP_SYS_ADMIN in a cgroup namespace of its own, where only the container's own groups
# are visible), the cgroup mounts are made writable. Elsewhere nothing changes, and a scoring
# worker that still lacks them exits at start and says why.
set -eu
if [ "$(id -u)" = 0 ]; then
  for dir in /sys/fs/cgroup /sys/fs/cgroup/*/; do
    if mountpoint -q "$dir" && [ ! -w "$dir" ]; then
      mount -o remount,bind,rw "$dir" 2>/dev/null || true
    fi
  done
fi
exec "$@"
