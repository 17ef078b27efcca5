/**
 * Bytes per spark-md5 append in the hashing worker. spark-md5 copies what it is given into a new
 * buffer before hashing it; pieces of 256 KiB keep that copy in the cache, about 3x faster than one
 * append of a 4 MiB chunk (in Node as in Chromium's workers, 2026-11-24). `npm run bench:pwa` hashes
 * in Node with the same size, so the two figures it prints compare the library with itself.
 */
export const MD5_APPEND_BYTES = 256 * 1024;
