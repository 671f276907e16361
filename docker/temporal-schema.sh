#!/bin/sh
# Creates or upgrades Temporal's two databases on the shared Postgres (temporalio/admin-tools).
set -eu
tool() { temporal-sql-tool --plugin postgres12 --ep postgresql -p 5432 -u "$POSTGRES_USER" --pw "$POSTGRES_PWD" "$@"; }
for db in temporal temporal_visibility; do
  tool --db "$db" create || true
done
tool --db temporal setup-schema -v 0.0 || true
tool --db temporal update-schema -d /etc/temporal/schema/postgresql/v12/temporal/versioned
tool --db temporal_visibility setup-schema -v 0.0 || true
tool --db temporal_visibility update-schema -d /etc/temporal/schema/postgresql/v12/visibility/versioned
