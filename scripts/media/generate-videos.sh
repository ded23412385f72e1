#!/bin/sh
# Generates the placeholder videos and their posters into public/media/video:
# a few seconds of slowly moving gradient with a caption, 640x360 H.264 (faststart,
# so the page's preload="metadata" stays cheap) and a WebP poster from frame one.
# Needs Debian's ffmpeg (apt-get install -y ffmpeg). Run from the project root:
#   sh scripts/media/generate-videos.sh
set -eu

out=public/media/video
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$out"

# name, caption, two gradient colours
make_clip() {
  name=$1 caption=$2 from=$3 to=$4
  ffmpeg -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:d=6:r=24:speed=0.015:c0=${from}:c1=${to}:x0=0:y0=0:x1=640:y1=360" \
    -vf "drawtext=fontfile=${font}:text='${caption}':fontcolor=white:fontsize=30:x=(w-text_w)/2:y=(h-text_h)/2-16,drawtext=fontfile=${font}:text='Placeholder video':fontcolor=white@0.8:fontsize=18:x=(w-text_w)/2:y=(h/2)+24" \
    -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -profile:v main -movflags +faststart -an \
    "$out/$name.mp4"
  ffmpeg -loglevel error -y -i "$out/$name.mp4" -frames:v 1 -c:v libwebp -quality 70 "$out/$name-poster.webp"
}

make_clip welcome "AI adoption for everyone" 0x2b2d7c 0x0f766e
make_clip platform-demo "Train. Apply. Create. Innovate." 0x1e1b4b 0x4338ca
make_clip company "Who we are" 0x131d53 0x3548d1
make_clip customer-aventro-bank "Patrick Imhof · Aventro Bank" 0x1e1b4b 0x0f766e
make_clip customer-quellmark-energy "Selin Arslan · Quellmark Energy" 0x2b2d7c 0x7c3aed
make_clip customer-zentaro-health "Martin Egli · Zentaro Health" 0x0f5c55 0x4338ca

ls -l "$out"
