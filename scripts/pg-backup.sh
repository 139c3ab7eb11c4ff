#!/usr/bin/env bash
# Backs up AquaDesk on PostgreSQL (docs/operations.md "Backups"): the database (pg_dump's custom format)
# and the uploads folder of DATA_DIR, in one private tar.gz.
#   DATABASE_URL=postgres://… DATA_DIR=/srv/aquadesk/data scripts/pg-backup.sh [file]
# Safe while the servers run: pg_dump reads one consistent snapshot. An image uploaded during the
# backup may be missing from it, never half-written.
set -euo pipefail
umask 077

: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
DATA_DIR="${DATA_DIR:-./data}"
out="${1:-aquadesk-pg-$(date -u +%Y-%m-%dT%H-%M-%SZ).tar.gz}"
if [ -e "$out" ]; then
  echo "$out already exists: name another file" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pg_dump --format=custom --no-owner --dbname="$DATABASE_URL" --file="$work/database.dump"
mkdir -p "$work/uploads"
if [ -d "$DATA_DIR/uploads" ]; then
  cp -a "$DATA_DIR/uploads/." "$work/uploads/"
fi
printf '{"format":1,"createdAt":"%s","database":"postgres"}\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$work/aquadesk-backup.json"
tar -czf "$out.partial" -C "$work" aquadesk-backup.json database.dump uploads
mv "$out.partial" "$out"
echo "Backed up the database and $(find "$work/uploads" -type f | wc -l) uploaded files to $out"
