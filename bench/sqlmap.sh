#!/bin/sh
# Debian's sqlmap (batch, level 3, risk 1) against the campaign routes with a valid session cookie,
# on a server started here on a temporary DATA_DIR (embedded PGlite). Prints, per route, what sqlmap
# found; expected: nothing injectable.
#
#   sh bench/sqlmap.sh                    # SQLMAP_PORT=3361 SQLMAP_TECHNIQUES=BEUT to change them
set -eu
cd "$(dirname "$0")/.."

if ! command -v sqlmap >/dev/null 2>&1; then
  echo "bench/sqlmap: skipped, sqlmap is not installed (sudo apt-get install sqlmap)"
  exit 0
fi

PORT="${SQLMAP_PORT:-3361}"
TECHNIQUES="${SQLMAP_TECHNIQUES:-BEU}"
BASE="http://127.0.0.1:$PORT"
WORK="$(mktemp -d /tmp/forjaads-sqlmap-XXXXXX)"
SERVER_PID=""

cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

NODE_ENV=development PORT="$PORT" DATA_DIR="$WORK/data" BASE_URL="$BASE" DATABASE_URL= SMTP_URL= LOG_LEVEL=error \
  AUTH_SECRET="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
  node --import tsx bench/sqlmap-server.ts >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
i=0
until curl -sf "$BASE/api/health" >/dev/null 2>&1; do
  i=$((i + 1))
  if [ "$i" -gt 120 ] || ! kill -0 "$SERVER_PID" 2>/dev/null; then echo "bench/sqlmap: the server did not start"; cat "$WORK/server.log"; exit 1; fi
  sleep 0.5
done

# An account, a session and one campaign with one list, through the API as a browser would.
post() { curl -sf -H "origin: $BASE" -H 'content-type: application/json' "$@"; }
post -o /dev/null "$BASE/api/auth/sign-up/email" -d '{"email":"sqlmap@forjaads.test","password":"senha-de-bench","name":"Sqlmap"}'
post -o /dev/null -c "$WORK/jar" "$BASE/api/auth/sign-in/email" -d '{"email":"sqlmap@forjaads.test","password":"senha-de-bench"}'
COOKIE="$(awk '$6 ~ /session_token/ { print $6 "=" $7 }' "$WORK/jar")"
CAMPAIGN="$(post -b "$WORK/jar" "$BASE/api/campaigns" -d '{"name":"Campanha","notes":"Notas","platform":"Hotmart","niche":"Nutra","country":"Brasil"}' | jq -r .id)"
ASSET="$(post -b "$WORK/jar" "$BASE/api/campaigns/$CAMPAIGN/assets" -d '{"asset_type":"titles","content":["Compre hoje"]}' | jq -r .id)"
SPARE="$(post -b "$WORK/jar" "$BASE/api/campaigns" -d '{"name":"Para apagar"}' | jq -r .id)"

C="$BASE/api/campaigns"
# label|method|url (a * marks a path injection point)|JSON body (two fields: every text field takes the same path)
TARGETS="list|GET|$C?sort=1|
get (export.json)|GET|$C/$CAMPAIGN*/export.json|
export.csv|GET|$C/$CAMPAIGN*/export.csv|
create|POST|$C|{\"name\":\"Nova\",\"notes\":\"n\"}
patch|PATCH|$C/$CAMPAIGN*|{\"name\":\"Outra\",\"platform\":\"p\"}
add list|POST|$C/$CAMPAIGN*/assets|{\"asset_type\":\"titles\",\"content\":[\"Compre hoje\"]}
delete list|DELETE|$C/$CAMPAIGN/assets/$ASSET*|
delete|DELETE|$C/$SPARE*|"

echo "bench/sqlmap: sqlmap $(sqlmap --version 2>/dev/null | head -n 1) --batch --level 3 --risk 1 --technique $TECHNIQUES --dbms PostgreSQL, with a session cookie"
START=$(date +%s)
FOUND=0
echo "$TARGETS" | while IFS='|' read -r LABEL METHOD URL BODY; do
  T0=$(date +%s)
  set -- -u "$URL" --method "$METHOD" --cookie "$COOKIE" -H "Origin: $BASE" --batch --level 3 --risk 1 \
    --technique "$TECHNIQUES" --time-sec 2 --dbms PostgreSQL --flush-session --output-dir "$WORK/out" \
    --disable-coloring --keep-alive --skip-waf --ignore-code 401,403,404,422 -v 1
  if [ -n "$BODY" ]; then set -- "$@" --data "$BODY" -H 'Content-Type: application/json'; fi
  sqlmap "$@" >"$WORK/run.log" 2>&1 || true
  TESTED="$(grep -cE "testing '|testing \"" "$WORK/run.log" || true)"
  if grep -q "identified the following injection point" "$WORK/run.log"; then
    VERDICT="INJECTABLE:"
    echo "1" >"$WORK/found"
  elif grep -q "do not appear to be injectable\|does not seem to be injectable" "$WORK/run.log"; then
    VERDICT="nothing injectable"
  else
    VERDICT="no verdict (see below)"
  fi
  printf '  %-18s %-6s %-44s %s (%s tests, %s s)\n' "$LABEL" "$METHOD" "$(echo "$URL" | sed "s#$BASE##")" "$VERDICT" "$TESTED" "$(($(date +%s) - T0))"
  case "$VERDICT" in
    nothing*) ;;
    *) grep -E "Parameter:|Type:|Title:|Payload:|CRITICAL|ERROR" "$WORK/run.log" | sed 's/^/      /' | head -n 20 ;;
  esac
done
if [ -f "$WORK/found" ]; then FOUND=1; fi
echo "  sqlmap: $([ "$FOUND" = 1 ] && echo 'an injection point was FOUND (see above)' || echo 'no injectable parameter') in $(($(date +%s) - START)) s"
