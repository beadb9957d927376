// `node scripts/showreel.mjs`: renders the template pages' sample showreel (public/media/
// showreel.webm, committed) from ffmpeg's own generated sources: drifting colour fields,
// no footage and no sound. Needs ffmpeg (Debian: apt-get install ffmpeg); the build does not.
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";

const OUT = "public/media/showreel.webm";
const filter = [
  "gradients=s=640x360:d=8:r=24:speed=0.015:n=4:c0=0x4338ca:c1=0xec4899:c2=0x22d3ee:c3=0xfde68a:seed=7[bg]",
  "color=c=white@0.0:s=640x360:d=8:r=24,format=rgba,geq=r='255':g='255':b='255':a='if(lt(hypot(X-320-120*sin(T*0.8),Y-180-60*cos(T*1.1)),70),90,0)'[dot]",
  "[bg][dot]overlay=format=auto,format=yuv420p",
].join(";");
const result = spawnSync(
  "ffmpeg",
  [
    "-y",
    "-loglevel",
    "error",
    "-filter_complex",
    filter,
    "-an",
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "45",
    "-row-mt",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "4",
    OUT,
  ],
  { stdio: ["ignore", "ignore", "inherit"] },
);
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`showreel: ${OUT} ${(statSync(OUT).size / 1024).toFixed(1)} KB`);
