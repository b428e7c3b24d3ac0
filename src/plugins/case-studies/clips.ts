/**
 * What a `<Video>`'s clip in the media bucket is, read from its MP4 header: its video codec, its
 * size, its length, whether it has sound and where its index (`moov`) sits. A phone's or an
 * editor's export can be a file that plays on the author's Mac and not for visitors: HEVC (an
 * iPhone's default), a 4K original too heavy for a phone's connection, one whose index is at its
 * end, a portrait reel behind a landscape poster, or sound with no captions. The check says so
 * (clipWarnings(), frameWarning(), uncaptionedMessage()), and of its captions file
 * (captionsWarning(), unsharedCaptionsMessage()): the page would show "This video cannot play
 * right now", stall, or play with no captions.
 */

/** Reads `length` bytes of the clip from `start` (fewer at its end); null when it cannot. */
export type ReadPart = (start: number, length: number) => Promise<Buffer | null>;

export interface ClipHeader {
  /** The video track's sample format: `avc1` (H.264), `hvc1` (HEVC), … */
  codec: string;
  /** As it plays: a clip stored on its side is turned (its track's matrix). */
  width: number;
  height: number;
  seconds: number;
  /** The index (`moov`) comes before the media (`mdat`): a browser can start at once. */
  indexFirst: boolean;
  /** It has a sound track. */
  sound: boolean;
}

/** What is read first: a clip for the web's type and index (a minute's is about 20 KB). */
const FIRST_READ = 64 * 1024;

/** The most of the index read: its video track's description is near its start. */
const INDEX_READ = 1 << 20;

/** A box's type and where its content runs, within `data` from `start` to `end`. */
interface Box {
  type: string;
  start: number;
  end: number;
}

/** The boxes in `data` between `from` and `to`, as ISO BMFF lays them out. */
function boxesIn(data: Buffer, from = 0, to = data.length): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header) break;
    boxes.push({type, start: at + header, end: Math.min(at + size, to)});
    at += size;
  }
  return boxes;
}

/** The first box of `type` among `boxes`'s children, following `path` (`['mdia', 'hdlr']`). */
function find(data: Buffer, box: Box, path: string[]): Box | undefined {
  let current: Box | undefined = box;
  for (const type of path) {
    current = boxesIn(data, current.start, current.end).find((child) => child.type === type);
    if (!current) return undefined;
  }
  return current;
}

/** The video track's codec and size, the clip's length and whether it has sound, from its index. */
function readIndex(moov: Buffer): Omit<ClipHeader, 'indexFirst'> | null {
  const root = {type: 'moov', start: 0, end: moov.length};
  const mvhd = find(moov, root, ['mvhd']);
  if (!mvhd || mvhd.end - mvhd.start < 32) return null;
  const version = moov[mvhd.start];
  const scale = moov.readUInt32BE(mvhd.start + (version === 1 ? 20 : 12));
  const duration =
    version === 1
      ? Number(moov.readBigUInt64BE(mvhd.start + 24))
      : moov.readUInt32BE(mvhd.start + 16);
  const tracks = boxesIn(moov).filter((box) => box.type === 'trak');
  /** A track's kind: `vide`, `soun`, … */
  const kindOf = (trak: Box) => {
    const hdlr = find(moov, trak, ['mdia', 'hdlr']);
    return hdlr && moov.toString('latin1', hdlr.start + 8, hdlr.start + 12);
  };
  const sound = tracks.some((trak) => kindOf(trak) === 'soun');
  for (const trak of tracks) {
    if (kindOf(trak) !== 'vide') continue;
    const stsd = find(moov, trak, ['mdia', 'minf', 'stbl', 'stsd']);
    const tkhd = find(moov, trak, ['tkhd']);
    if (!stsd || !tkhd || stsd.start + 16 > stsd.end) return null;
    // The width and height close the track header, in 16.16 fixed point, after its matrix, which
    // turns a clip a phone stores on its side (a portrait clip, 1920 × 1080 and turned 90°).
    const size = (offset: number) => Math.round(moov.readUInt32BE(tkhd.end - offset) / 65536);
    const matrix = tkhd.start + (moov[tkhd.start] === 1 ? 52 : 40);
    const turned = moov.readInt32BE(matrix) === 0 && moov.readInt32BE(matrix + 16) === 0;
    return {
      codec: moov.toString('latin1', stsd.start + 12, stsd.start + 16),
      width: size(turned ? 4 : 8),
      height: size(turned ? 8 : 4),
      seconds: scale > 0 ? duration / scale : 0,
      sound,
    };
  }
  return null;
}

/**
 * The header of an MP4 (or QuickTime) clip of `bytes` bytes, read in parts (its top-level boxes'
 * headers, then its index): null for a file that is not one, or whose parts cannot be read.
 */
export async function readClipHeader(
  readFile: ReadPart,
  bytes: number,
): Promise<ClipHeader | null> {
  // One part holds a clip for the web's whole header (its index first): one request to a bucket.
  const first = await readFile(0, Math.min(bytes, FIRST_READ));
  if (!first) return null;
  const read: ReadPart = async (start, length) =>
    start + length <= first.length || first.length === bytes
      ? first.subarray(start, start + length)
      : readFile(start, length);
  let at = 0;
  let media = -1;
  while (at + 8 <= bytes) {
    const head = await read(at, 16);
    if (!head || head.length < 8) return null;
    const declared = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    // A size of 1: the real one follows, in 64 bits; 0: the box runs to the file's end.
    const headerSize = declared === 1 ? 16 : 8;
    if (head.length < headerSize) return null;
    const size =
      declared === 1 ? Number(head.readBigUInt64BE(8)) : declared === 0 ? bytes - at : declared;
    if ((at === 0 && type !== 'ftyp') || size < headerSize) return null;
    if (type === 'mdat' && media < 0) media = at;
    if (type === 'moov') {
      const moov = await read(at + headerSize, Math.min(size - headerSize, INDEX_READ));
      const index = moov && readIndex(moov);
      return index ? {...index, indexFirst: media < 0} : null;
    }
    at += size;
  }
  return null;
}

/** Codecs every browser plays in an MP4: H.264. */
const PLAYS_EVERYWHERE = ['avc1', 'avc3'];

/** What other codecs are called, and who cannot play them. */
const CODECS: Record<string, string> = {
  hvc1: 'HEVC (H.265), which Firefox and many Android phones and Windows PCs cannot play',
  hev1: 'HEVC (H.265), which Firefox and many Android phones and Windows PCs cannot play',
  av01: 'AV1, which older iPhones, iPads and Macs cannot play',
  vp09: 'VP9, which older iPhones, iPads and Macs cannot play',
  apcn: 'Apple ProRes, an editing format no browser plays',
  apch: 'Apple ProRes, an editing format no browser plays',
  apcs: 'Apple ProRes, an editing format no browser plays',
  apco: 'Apple ProRes, an editing format no browser plays',
  ap4h: 'Apple ProRes, an editing format no browser plays',
};

/**
 * The most a clip may carry a second, in megabits: a 1080p export for the web is 5 to 8; a
 * phone's own recording 17 (1080p) to 50 (4K), which a phone's connection cannot keep up with.
 */
const MAX_MBPS = 10;

/**
 * What to tell staff of a clip of `bytes` bytes with `header` (readClipHeader()): a codec not
 * every browser plays, a weight a phone's connection cannot carry as it plays, an index at its
 * end. Each a sentence; none for a clip that is fine.
 */
export function clipWarnings(name: string, header: ClipHeader, bytes: number): string[] {
  const said: string[] = [];
  const {codec, width, height, seconds} = header;
  if (!PLAYS_EVERYWHERE.includes(codec))
    said.push(
      `"${name}" is ${CODECS[codec] ?? `${codec.trim() || 'an unknown'} video, which not every browser plays`}: visitors there would see "This video cannot play right now". Export it again as H.264 (QuickTime Player: File, Export As, 1080p, "Greater Compatibility"; HandBrake: Video Encoder H.264) and upload it in its place`,
    );
  const mbps = seconds > 0 ? (bytes * 8) / seconds / 1e6 : 0;
  if (mbps > MAX_MBPS)
    said.push(
      `"${name}" is ${width} × ${height} px at ${Math.round(mbps)} Mbps (${(bytes / 1e6).toFixed(0)} MB for ${Math.round(seconds)} s), more than a phone's connection carries as it plays, so the clip would stop to load: export it again at 1080p (1920 × 1080) or less, at about 5 Mbps (an editor's "web" export), and upload it in its place`,
    );
  if (!header.indexFirst)
    said.push(
      `"${name}" has its index at its end, so a browser must fetch the end of the file before it plays it (from some servers, the whole file): export it again with "Optimize for web" (HandBrake: "Web Optimized"; ffmpeg: -movflags +faststart) and upload it in its place`,
    );
  return said;
}

/** The shape of a `<Video>`'s player, and what it is taken from (`its poster, "./poster.jpg"`). */
export interface Frame {
  width: number;
  height: number;
  said: string;
}

/** How far a clip's shape may be from its player's: a poster a few pixels off is fine. */
const SAME_SHAPE = 0.05;

const orientation = (width: number, height: number) =>
  width > height ? 'landscape' : width < height ? 'portrait' : 'square';

/**
 * What to tell staff of a clip whose shape is not its player's (`frame`): the player takes its
 * poster's shape (or the width and height written), and shows the clip whole inside it, small,
 * with bars: a phone's portrait reel behind a landscape poster filled a third of its width.
 * Null when the two are the same shape.
 */
export function frameWarning(name: string, header: ClipHeader, frame: Frame): string | null {
  const clip = header.width / header.height;
  const shape = frame.width / frame.height;
  if (!(clip > 0 && shape > 0) || Math.abs(clip / shape - 1) <= SAME_SHAPE) return null;
  const narrower = clip < shape;
  const share = Math.round((narrower ? clip / shape : shape / clip) * 100);
  return `"${name}" is ${header.width} × ${header.height} px (${orientation(header.width, header.height)}), and the player takes the shape of ${frame.said}, ${frame.width} × ${frame.height} px (${orientation(frame.width, frame.height)}): the clip would fill ${share} % of the player's ${narrower ? 'width, with bars at its sides' : 'height, with bars above and below'}. Use a still of the clip as its poster, or write width={${header.width}} height={${header.height}}`;
}

/**
 * What to tell staff of captions whose file begins with `start`, or null for WebVTT (`WEBVTT` on
 * its first line), the one kind a browser shows: SubRip text renamed `.vtt` showed nothing.
 */
export function captionsWarning(name: string, start: string): string | null {
  const text = start.replace(/^\uFEFF/, '');
  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(text)) return null;
  return /^\s*\d+\s*\r?\n\s*\d+:\d{2}:\d{2},\d{3}\s*-->/.test(text)
    ? `"${name}" is SubRip (.srt) text with a .vtt name, which browsers do not show, so the clip would play uncaptioned: convert it to WebVTT (Subtitle Edit: File, Save as, WebVTT; or any "SRT to VTT" converter) and upload it in its place`
    : `"${name}" is not WebVTT (its first line must be WEBVTT), so browsers would show no captions from it: export the captions as WebVTT and upload them in its place`;
}

/**
 * What to tell staff of captions on another website (the media bucket) that does not let the
 * site's pages read them: a browser loads a <track> from another origin only by CORS, and shows
 * nothing without it (the player then plays the clip uncaptioned).
 */
export const unsharedCaptionsMessage = (name: string, bucket: string, origin: string) =>
  `"${name}" is in the media bucket, but ${bucket} does not let ${origin} read it (it sends no Access-Control-Allow-Origin for it), so browsers show no captions from it and the clip plays without them: allow ${origin} (or *) in the bucket's CORS settings, for GET and HEAD`;

/**
 * What to tell staff of a clip with sound and no captions: visitors who cannot hear it, and the
 * many who watch with the sound off (most on a phone), miss what is said (WCAG 1.2.2, level A).
 * A clip without a sound track needs none.
 */
export const uncaptionedMessage = (name: string) =>
  `"${name}" has sound and no captions, so visitors who cannot hear it (or watch with the sound off, as most do on a phone) miss what it says: add captions="${name.replace(/\.\w+$/, '')}.en.vtt", a WebVTT file beside it in the bucket (a captioning service, or an editor's or YouTube's automatic captions, corrected, give one)`;
