#!/usr/bin/env bash
# Restores a backup of scripts/pg-backup.sh (docs/operations.md "Backups") into the database named by
# DATABASE_URL, which must exist and be empty (createdb), and replaces DATA_DIR/uploads. Stop every
# server first; point them at the restored database before starting them again.
#   DATABASE_URL=postgres://…/aquadesk_restored DATA_DIR=/srv/aquadesk/data scripts/pg-restore.sh file
set -euo pipefail
umask 077

: "${DATABASE_URL:?set DATABASE_URL to the (new, empty) database to restore into}"
DATA_DIR="${DATA_DIR:-./data}"
file="${1:?usage: scripts/pg-restore.sh <backup.tar.gz>}"

tables=$(psql "$DATABASE_URL" -tAX -c "select count(*) from information_schema.tables where table_schema in ('public', 'drizzle')")
if [ "$tables" != "0" ]; then
  echo "The database in DATABASE_URL is not empty ($tables tables): restore into a new database (createdb)." >&2
  exit 1
fi

mkdir -p "$DATA_DIR"
chmod 700 "$DATA_DIR"
work=$(mktemp -d "$DATA_DIR/.restore-XXXXXX")
trap 'rm -rf "$work"' EXIT
tar -xzf "$file" -C "$work" --no-same-owner --no-same-permissions
if [ ! -f "$work/database.dump" ]; then
  echo "$file is not a backup of scripts/pg-backup.sh (no database.dump)" >&2
  exit 1
fi
mkdir -p "$work/uploads"

pg_restore --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$work/database.dump"

# the uploads: staged next to the live folder, then swapped in with two renames
find "$work/uploads" -type d -exec chmod 700 {} +
find "$work/uploads" -type f -exec chmod 600 {} +
if [ -d "$DATA_DIR/uploads" ]; then
  mv "$DATA_DIR/uploads" "$work/replaced-uploads"
fi
mv "$work/uploads" "$DATA_DIR/uploads"
echo "Restored the database into $(psql "$DATABASE_URL" -tAX -c 'select current_database()') and $(find "$DATA_DIR/uploads" -type f | wc -l) uploaded files into $DATA_DIR/uploads"
