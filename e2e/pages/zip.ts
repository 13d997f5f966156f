import { inflateRawSync } from 'node:zlib';

/** The files of a zip archive, each its name and bytes, read from its central directory. */
export function unzip(archive: Buffer): { name: string; bytes: Buffer }[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files: { name: string; bytes: Buffer }[] = [];
  for (let k = 0; k < count; k += 1) {
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const skip = nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = archive.readUInt32LE(at + 42);
    const data = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const stored = archive.subarray(data, data + size);
    files.push({ name, bytes: method === 8 ? inflateRawSync(stored) : Buffer.from(stored) });
    at += 46 + skip;
  }
  return files;
}
