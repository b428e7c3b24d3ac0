// A JPEG with a comment segment: the same photo, in a new file (other bytes, so its own content
// hash). Generated studies (grow-site.mjs) and the tests' copies of a study each get their own
// cover this way, as a real study has, without encoding a photo anew.

/**
 * The JPEG with a comment segment (FF FE) after its start marker.
 * @param {Buffer} jpeg
 * @param {string} text
 */
function withComment(jpeg, text) {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/**
 * The JPEG without the comment withComment() added.
 * @param {Buffer} jpeg
 */
function withoutComment(jpeg) {
  if (jpeg.readUInt16BE(2) !== 0xfffe) return jpeg;
  const length = jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, 2), jpeg.subarray(4 + length)]);
}

module.exports = {withComment, withoutComment};
