#!/usr/bin/env bash
# Makes app/fonts/fraunces-600-latin.woff2, the only web font the site loads (headings), from
# the variable Fraunces of @fontsource-variable/fraunces (SIL Open Font License 1.1, see
# app/fonts/OFL.txt): one weight (600, the weight every heading uses) and the letters and
# punctuation of Italian, English, German and Spanish (another letter, in a name the owner
# types, is drawn from the next font of the stack). 36.6 KB → 12.6 KB: with its headers under
# the 14.6 KB that a new connection's first round trip carries (TCP's initial window of 10
# segments), so a phone on a slow network gets it in one round trip, not two.
# Needs Debian's python3-fonttools and python3-brotli (apt-get install python3-fonttools
# python3-brotli); the result is committed.
set -euo pipefail
cd "$(dirname "$0")/../.."
src=node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2
# Keep app/app.css's unicode-range the same list.
UNICODES="U+0020-007E,U+00A0-00A1,U+00AB,U+00B0,U+00B7,U+00BB,U+00BF-00C1,U+00C4,U+00C7-00C9,U+00CC-00CD,U+00D1-00D3,U+00D6,U+00D9-00DA,U+00DC,U+00DF-00E1,U+00E4,U+00E7-00E9,U+00EC-00ED,U+00F1-00F3,U+00F6,U+00F9-00FA,U+00FC,U+2013-2014,U+2018-2019,U+201C-201D,U+2026,U+20AC"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$src" wght=600 -o "$tmp/fraunces-600.woff2"
/usr/bin/python3 -m fontTools.subset "$tmp/fraunces-600.woff2" \
  --unicodes="$UNICODES" \
  --layout-features="kern,liga" --flavor=woff2 --output-file=app/fonts/fraunces-600-latin.woff2
cp node_modules/@fontsource-variable/fraunces/LICENSE app/fonts/OFL.txt
ls -l app/fonts/fraunces-600-latin.woff2
