/**
 * How the six support videos in public/demo/video-0N.mp4 were made (documentation; the MP4
 * files are committed, so neither CI nor `npm run images` needs ffmpeg).
 *
 *   apt-get install -y ffmpeg
 *   npx tsx scripts/artwork/videos.ts
 *
 * Each video is a 640x360 slideshow of 3-4 illustration frames (video-scenes.ts), cross-faded, H.264 baseline without audio, `+faststart` for streaming.
 * The posters (video-0N.webp) come from assets/demo/video-0N.svg via build-images.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { makeRng, seedOf } from './lib/rng';
import { svgDoc } from './lib/svg';
import { WIDE } from './scenes/base';
import { VIDEOS, type VideoSpec } from './video-scenes';

const OUT = join(__dirname, '..', '..', 'public', 'demo');
const WIDTH = 640;
const HEIGHT = 360;
const HOLD = 2.6;
const FADE = 0.6;
const FPS = 25;

async function renderFrames(video: VideoSpec, dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const [i, draw] of video.frames.entries()) {
    const rng = makeRng(seedOf(`${video.id}-${i}`));
    const body = draw(WIDE, rng);
    const file = join(dir, `${video.id}-${i}.png`);
    const density = (72 * WIDTH) / WIDE.w;
    await sharp(Buffer.from(svgDoc(WIDE.w, WIDE.h, body)), { density })
      .resize(WIDTH, HEIGHT)
      .removeAlpha()
      .png()
      .toFile(file);
    files.push(file);
  }
  return files;
}

function encode(frames: readonly string[], output: string): void {
  const inputs = frames.flatMap((f) => [
    '-framerate',
    String(FPS),
    '-loop',
    '1',
    '-t',
    String(HOLD),
    '-i',
    f,
  ]);
  let chain = '';
  let last = '[0:v]';
  for (let i = 1; i < frames.length; i += 1) {
    const label = `[v${i}]`;
    chain += `${last}[${i}:v]xfade=transition=fade:duration=${FADE}:offset=${(i * (HOLD - FADE)).toFixed(2)}${label};`;
    last = label;
  }
  chain += `${last}format=yuv420p[out]`;
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    chain,
    '-map',
    '[out]',
    '-an',
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-level',
    '3.0',
    '-preset',
    'slow',
    '-crf',
    '26',
    '-r',
    String(FPS),
    '-threads',
    '1',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    output,
  ]);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'parknova-videos-'));
  try {
    for (const video of VIDEOS) {
      const frames = await renderFrames(video, work);
      const output = join(OUT, `${video.id}.mp4`);
      encode(frames, output);
      console.log(
        `${video.id}.mp4  ${frames.length} frames  ${statSync(output).size} bytes  "${video.caption}"`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
