#!/bin/sh
# Rebuilds the site with a fresh content snapshot (D38) and makes it live whole, headers
# included (D41; docs/deploying.md, "Releases and keeping the content fresh"). Run by
# parknova-rebuild.service (timer or `systemctl start`) or by cron; the settings come from the
# environment (build.env).
#
#   PARKNOVA_CHECKOUT   this repository, with `npm ci` done (default /opt/parknova)
#   PARKNOVA_RELEASES   where releases are kept (default /var/www/parknova/releases);
#                       ../current is a symlink to the live one
#   SITE_URL, API_BASE_URL, CONTENT_SNAPSHOT=1 and the optional CONTENT_SNAPSHOT_* as for
#   `npm run build`
#   NGINX_SITE_CONFIG, NGINX_TEST_COMMAND, NGINX_RELOAD_COMMAND and the other NGINX_* values
#   for `npm run deploy:switch`, which writes nginx's site file for the new release (its
#   folder, its styles' hashes), checks it and reloads nginx
#
# A failed build (the backend down, an answer it cannot read), a release without the build's
# marker, or a configuration nginx refuses changes nothing: the live site stays as it was, and
# the exit status is not 0, so systemd or cron reports it.
set -eu

checkout=${PARKNOVA_CHECKOUT:-/opt/parknova}
releases=${PARKNOVA_RELEASES:-/var/www/parknova/releases}
release="$releases/$(date -u +%Y%m%dT%H%M%SZ)"

# One rebuild at a time: a second one started meanwhile (cron, or a content change) gives way.
exec 9>"$releases/.rebuild.lock"
if ! flock -n 9; then
  echo "rebuild: another rebuild is running" >&2
  exit 0
fi

cd "$checkout"
npm run build
# Copied under a temporary name, renamed when complete: a release folder is never half there.
rm -rf "$release.partial"
cp -a dist "$release.partial"
mv "$release.partial" "$release"
npm run deploy:switch -- "$release"
