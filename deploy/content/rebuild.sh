#!/bin/sh
# Rebuilds the site with a fresh content snapshot (D38) and makes it live whole, headers
# included (D41; docs/deploying.md, "Releases and keeping the content fresh"). Run as the build
# account (parknova) by parknova-rebuild.service (timer or `systemctl start`) or by cron; the
# settings come from the environment (/etc/parknova/build.env).
#
#   PARKNOVA_CHECKOUT   this repository, with `npm ci` done (default /opt/parknova)
#   PARKNOVA_RELEASES   where releases are kept (default /var/www/parknova/releases);
#                       ../current is a symlink to the live one
#   SITE_URL, API_BASE_URL, CONTENT_SNAPSHOT=1 and the optional CONTENT_SNAPSHOT_* as for
#   `npm run build`
#   NGINX_SITE_COMMAND  for `npm run deploy:switch`: the privileged step (through sudo) that
#                       writes nginx's site file from the release's checked hosting data,
#                       has nginx check it and reloads
#
# A failed build (the backend down, an answer it cannot read), a release that is not the whole
# build its marker lists, or data or a configuration refused changes nothing: the live site
# stays as it was, and the exit status is not 0, so systemd or cron reports it.
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
# Copies a rebuild cut short left behind (under the lock, so none is in progress).
rm -rf "$releases"/*.partial

cd "$checkout"
npm run build
# Copied under a temporary name, renamed when complete: a release folder is never half there.
# (deploy:switch checks every file against the build's marker all the same.)
cp -a dist "$release.partial"
mv -T "$release.partial" "$release"
npm run deploy:switch -- "$release"
