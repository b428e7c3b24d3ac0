// @ts-check
/**
 * The thread that hashes photos for pipeline.cjs's hashFile(): given `{id, file}`, it answers
 * `{id, hash}` (the file's SHA-256, in hex) or `{id, error}`. A build hashes every photo to find
 * its variants in the image cache (300 studies: 600 photos, about 340 MB); on the main thread,
 * which the rest of the build waits for, that was about 0.4 s of hashing and of its reads'
 * promises. Here the reads block only this thread, through one buffer.
 */
const crypto = require('crypto');
const fs = require('fs');
const {parentPort} = require('worker_threads');

const buffer = Buffer.allocUnsafeSlow(1 << 20);

parentPort?.on('message', (/** @type {{id: number, file: string}} */ {id, file}) => {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const hash = crypto.createHash('sha256');
      for (let read; (read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0;)
        hash.update(buffer.subarray(0, read));
      parentPort?.postMessage({id, hash: hash.digest('hex')});
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    parentPort?.postMessage({id, error: error instanceof Error ? error.message : String(error)});
  }
});
