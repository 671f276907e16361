#!/bin/sh
# Creates or upgrades Temporal's two databases on the shared Postgres: temporalio/admin-tools in
# docker-compose.yml, and `npm run cluster` (scripts/services/temporal-cluster.ts) with the SQL tool
# it builds, which gives the host, port, tool and schema folder.
set -eu
SQL_TOOL="${TEMPORAL_SQL_TOOL:-temporal-sql-tool}"
SCHEMA_DIR="${TEMPORAL_SCHEMA_DIR:-/etc/temporal/schema/postgresql/v12}"
tool() {
  "$SQL_TOOL" --plugin postgres12 --ep "${POSTGRES_SEEDS:-postgresql}" -p "${DB_PORT:-5432}" \
    -u "$POSTGRES_USER" --pw "$POSTGRES_PWD" "$@"
}
for db in temporal temporal_visibility; do
  tool --db "$db" create || true
done
tool --db temporal setup-schema -v 0.0 || true
tool --db temporal update-schema -d "$SCHEMA_DIR/temporal/versioned"
tool --db temporal_visibility setup-schema -v 0.0 || true
tool --db temporal_visibility update-schema -d "$SCHEMA_DIR/visibility/versioned"
