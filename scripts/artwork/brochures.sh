#!/usr/bin/env bash
# Prints the product brochures (assets/brochures/*.html with the shared brochure.css, A4) to PDF with headless
# Chromium. The PDFs in public/brochures/ are committed; run this only after editing the HTML:
#   bash scripts/artwork/brochures.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
mkdir -p public/brochures
for name in PMS CampusCare Carparkingsolution warehouse; do
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --no-pdf-header-footer --print-to-pdf="public/brochures/${name}.pdf" \
    "file://${PWD}/assets/brochures/${name}.html" 2>/dev/null
  echo "public/brochures/${name}.pdf $(wc -c < "public/brochures/${name}.pdf") bytes"
done
