#!/bin/sh
# Generates the placeholder videos and their posters into public/media/video:
# welcome, platform-demo and company as brand title cards (brand-clips.mjs), each in
# every language (English files have no suffix; every other language adds its code
# before the extension: welcome-de.mp4, welcome-poster-fr.webp), and the three
# customer testimonials with each executive's portrait (customer-clips.mjs).
# 960x540 H.264 (main, yuv420p, faststart, silent, seamless 8 s loop) in the brand's
# palette and font (Inter), with a WebP poster of the first frame; see
# scripts/media/brand-clips.mjs.
# The content data keeps them marked `placeholder: true` until real footage replaces
# them under the same names. The learning-journey intro clips come from
# scripts/media/generate-journey-media.mjs.
# Needs Debian's ffmpeg (apt-get install -y ffmpeg), Node and the npm dependencies.
# Run from the project root, for every language or only one (its code: en, de, fr):
#   sh scripts/media/generate-videos.sh [language]
set -eu

node scripts/media/brand-clips.mjs video ${1:+"$1"}
node --import tsx scripts/media/customer-clips.mjs ${1:+"$1"}
