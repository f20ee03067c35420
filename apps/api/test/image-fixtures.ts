import sharp from 'sharp';

/** Pictures for upload tests (avatars, mentors' photos, gyms' logos and covers), made with sharp. */

export const picture = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } });

/** A JPEG that carries its camera's EXIF with a GPS position, as phone photos do. */
export const jpegWithLocation = () =>
  picture()
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 46/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '23/1 35/1 0/1' },
    })
    .toBuffer();

/** A PNG whose header claims `width` × `height` pixels around a tiny body: a decompression bomb's shape. */
export function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Files every upload must refuse with a 400 naming `file`: its name, its bytes, the type it claims, the detail's code. */
export const BAD_PICTURES: [string, () => Promise<Buffer>, string, string][] = [
  ['text that says it is a PNG', async () => Buffer.from('definitely not a picture'), 'image/png', 'invalid_format'],
  ['a PNG that says it is a JPEG', () => picture().png().toBuffer(), 'image/jpeg', 'invalid_format'],
  ['a truncated JPEG', async () => (await jpegWithLocation()).subarray(0, 400), 'image/jpeg', 'invalid_format'],
  ['a PNG claiming 60,000 × 60,000 pixels', async () => pngClaiming(60_000, 60_000), 'image/png', 'too_large'],
  ['an empty body', async () => Buffer.alloc(0), 'image/png', 'required'],
];
