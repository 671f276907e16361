#!/bin/sh
# Runs once, on the first start of the postgresql container: the service's own role and database,
# with the password from ASSESSMENTS_DB_PASSWORD (never a literal in the repository).
set -eu
psql -v ON_ERROR_STOP=1 -v password="$ASSESSMENTS_DB_PASSWORD" --username "$POSTGRES_USER" --dbname postgres <<'SQL'
CREATE ROLE assessments LOGIN PASSWORD :'password';
CREATE DATABASE assessments OWNER assessments;
SQL
