// A phone-camera-like photo for tests and measurements of the photo of the food: drawn in the
// browser (a plate on a table, soft light and sensor noise, so it compresses like a photo, not like
// a flat drawing), saved as JPEG, and given an EXIF block with a GPS position as a phone writes it.
// `gpsIn` reads such a position back from a JPEG or a WebP, to show an upload carries none.
/* global document */

/**
 * Runs in the page (page.evaluate): draws the photo at width × height and returns it as a base64
 * JPEG at quality 0.92, as a phone's camera saves it. Seeded, so each run draws the same picture.
 */
export function drawTestPhoto({ width, height }) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  const table = g.createLinearGradient(0, 0, width, height);
  table.addColorStop(0, '#7a4a2a');
  table.addColorStop(1, '#3e2514');
  g.fillStyle = table;
  g.fillRect(0, 0, width, height);
  const r = Math.min(width, height) * 0.42;
  g.fillStyle = '#f4f1ea';
  g.beginPath();
  g.arc(width / 2, height / 2, r, 0, Math.PI * 2);
  g.fill();
  // Rice, dal and vegetables: many small grains and spoonfuls in warm colours.
  const colours = ['#fbf7ec', '#e9b949', '#d98a1f', '#5f8f3a', '#b5462a', '#f2e2b8'];
  for (let i = 0; i < 6000; i++) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * r * 0.9;
    g.fillStyle = colours[Math.floor(random() * colours.length)];
    g.beginPath();
    g.ellipse(width / 2 + Math.cos(a) * d, height / 2 + Math.sin(a) * d, 4 + random() * 14, 3 + random() * 7, a, 0, 7);
    g.fill();
  }
  // Sensor noise, as in any phone photo taken indoors.
  const image = g.getImageData(0, 0, width, height);
  for (let i = 0; i < image.data.length; i += 4) {
    const n = (random() - 0.5) * 18;
    image.data[i] += n;
    image.data[i + 1] += n;
    image.data[i + 2] += n;
  }
  g.putImageData(image, 0, 0);
  const url = canvas.toDataURL('image/jpeg', 0.92);
  return url.slice(url.indexOf(',') + 1);
}

const rational = (value) => {
  const out = Buffer.alloc(8);
  out.writeUInt32BE(Math.round(value * 100), 0);
  out.writeUInt32BE(100, 4);
  return out;
};

const dms = (decimal) => {
  const abs = Math.abs(decimal);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = (abs - degrees - minutes / 60) * 3600;
  return Buffer.concat([rational(degrees), rational(minutes), rational(seconds)]);
};

/**
 * The JPEG with an EXIF block (APP1, big-endian TIFF) right after its start: IFD0 points to a GPS
 * IFD holding latitude and longitude with their N/S and E/W references.
 */
export function withGps(jpeg, { lat, lng }) {
  const tiff = Buffer.alloc(128);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  // IFD0: one entry, the GPS IFD's place.
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x8825, 10);
  tiff.writeUInt16BE(4, 12); // LONG
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18);
  tiff.writeUInt32BE(0, 22);
  // GPS IFD at 26: four entries, then its values from 80.
  const entries = [
    [1, 2, 2, Buffer.from(lat >= 0 ? 'N\0' : 'S\0', 'latin1')],
    [2, 5, 3, 80],
    [3, 2, 2, Buffer.from(lng >= 0 ? 'E\0' : 'W\0', 'latin1')],
    [4, 5, 3, 104],
  ];
  tiff.writeUInt16BE(entries.length, 26);
  entries.forEach(([tag, type, count, value], i) => {
    const at = 28 + i * 12;
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    if (Buffer.isBuffer(value)) value.copy(tiff, at + 8);
    else tiff.writeUInt32BE(value, at + 8);
  });
  tiff.writeUInt32BE(0, 76);
  dms(lat).copy(tiff, 80);
  dms(lng).copy(tiff, 104);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, Buffer.from('Exif\0\0', 'latin1'), tiff, jpeg.subarray(2)]);
}

/** Where a TIFF (EXIF) block starts: after 'Exif\0\0' in a JPEG, or in a WebP's EXIF chunk. */
function tiffStart(bytes) {
  const jpeg = bytes.indexOf('Exif\0\0', 0, 'latin1');
  if (jpeg >= 0) return jpeg + 6;
  if (bytes.toString('latin1', 0, 4) === 'RIFF') {
    for (let at = 12; at + 8 <= bytes.length;) {
      const size = bytes.readUInt32LE(at + 4);
      if (bytes.toString('latin1', at, at + 4) === 'EXIF') {
        const start = at + 8;
        return bytes.toString('latin1', start, start + 6) === 'Exif\0\0' ? start + 6 : start;
      }
      at += 8 + size + (size % 2);
    }
  }
  return -1;
}

/** The GPS position in a JPEG's or WebP's EXIF data, in degrees; null when it carries none. */
export function gpsIn(bytes) {
  const base = tiffStart(bytes);
  if (base < 0) return null;
  const le = bytes.toString('latin1', base, base + 2) === 'II';
  const u16 = (at) => (le ? bytes.readUInt16LE(base + at) : bytes.readUInt16BE(base + at));
  const u32 = (at) => (le ? bytes.readUInt32LE(base + at) : bytes.readUInt32BE(base + at));
  const entriesOf = (ifd) => {
    const out = new Map();
    for (let i = 0; i < u16(ifd); i++) {
      const at = ifd + 2 + i * 12;
      out.set(u16(at), at);
    }
    return out;
  };
  const gpsEntry = entriesOf(u32(4)).get(0x8825);
  if (gpsEntry === undefined) return null;
  const gps = entriesOf(u32(gpsEntry + 8));
  const degrees = (tag, refTag, negative) => {
    const at = gps.get(tag);
    if (at === undefined) return null;
    const values = u32(at + 8);
    const [d, m, s] = [0, 1, 2].map((k) => u32(values + k * 8) / u32(values + k * 8 + 4));
    const ref = bytes.toString('latin1', base + gps.get(refTag) + 8, base + gps.get(refTag) + 9);
    return (ref === negative ? -1 : 1) * (d + m / 60 + s / 3600);
  };
  const lat = degrees(2, 1, 'S');
  const lng = degrees(4, 3, 'W');
  return lat === null || lng === null ? null : { lat, lng };
}
