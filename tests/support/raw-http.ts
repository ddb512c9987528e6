import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  body: string;
}

/**
 * One HTTP/1.1 request over a plain socket, with the request target sent exactly as given
 * (percent-encodings, `//`, `/./`, absolute-form): fetch and inject normalise those away.
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (body !== undefined) {
      lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(body)}`);
    }
    // write, not end: a client that half-closes first may see the server close without answering
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}
