export interface PutAnswer {
  status: number;
  text: string;
}

/**
 * PUT a Blob with progress (fetch has no upload progress): resolves with any HTTP answer, rejects
 * with a TypeError on a network failure or after `timeoutMs` without progress.
 */
export function putFile(
  address: string,
  blob: Blob,
  headers: Record<string, string>,
  onProgress?: (sent: number, total: number) => void,
  timeoutMs = 60_000,
): Promise<PutAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', address);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : blob.size);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.ontimeout = () => reject(new DOMException('Upload timed out', 'TimeoutError'));
    xhr.send(blob);
  });
}
