// s3rver, the S3 stand-in of the tests, mended where it departs from S3: its store answered a
// PUT once the bytes had passed its checksum, before they were on disk, so a read right after
// could find the object short when the machine was busy (a unit test failed so in a CI run).
// S3 reads back what a PUT stored as soon as it answers. Import S3rver from here, not 's3rver'.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';

const FilesystemStore = createRequire(import.meta.url)('s3rver/lib/stores/filesystem.js');

FilesystemStore.prototype.putObject = async function putObject(object) {
  const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
  await mkdir(path.dirname(objectPath), { recursive: true });
  const md5 = createHash('md5');
  let size = 0;
  const content = Buffer.isBuffer(object.content)
    ? Readable.from([object.content])
    : object.content;
  const counted = new Transform({
    transform(chunk, encoding, callback) {
      md5.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  // Resolves once the file is written and closed.
  await pipeline(content, counted, createWriteStream(objectPath));
  const digest = md5.digest('hex');
  await this.putMetadata(object.bucket, object.key, object.metadata, digest);
  return { size, md5: digest };
};

export default S3rver;
