#!/usr/bin/env bash
# Entrypoint of the postgres:17-bookworm stand-in (scripts/images/postgres.Dockerfile): on an empty
# PGDATA, initdb with POSTGRES_USER (default postgres) as the superuser and POSTGRES_PASSWORD as its
# password, scram-sha-256 for every TCP client, listening on all addresses (port 5432), then
# POSTGRES_DB (default: the user's name); then runs the command (postgres) in the foreground.
set -Eeuo pipefail
: "${PGDATA:=/var/lib/postgresql/data}"
if [ "${1:0:1}" = - ]; then set -- postgres "$@"; fi
if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "error: the database is uninitialized and POSTGRES_PASSWORD is not set" >&2
    exit 1
  fi
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}
  mkdir -p "$PGDATA"
  chmod 700 "$PGDATA"
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  {
    echo "listen_addresses = '*'"
    echo "unix_socket_directories = '/var/run/postgresql'"
  } >>"$PGDATA/postgresql.conf"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    printf 'CREATE DATABASE "%s" OWNER "%s"\n' "${db//\"/\"\"}" "${user//\"/\"\"}" |
      postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "docker-entrypoint.sh: initialized $PGDATA (user $user, database $db)"
fi
exec "$@"
