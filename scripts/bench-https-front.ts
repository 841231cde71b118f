// BENCH_HTTP2=1 in bench-lighthouse.ts: the console behind HTTPS with HTTP/2, as a TLS terminator in front of the
// server serves it to browsers (deploy/nginx.conf listens in plain HTTP: HTTPS ends in front of it). Lighthouse's simulation replays
// the protocol it observed: over HTTP/1.1 a screen's 20–30 chunks queue six at a time on a host's six connections,
// over HTTP/2 they share one. A self-signed certificate for 127.0.0.1, made with openssl for the run; the bench's
// Chromium is told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

// Connection-specific headers belong to one hop and HTTP/2 forbids them.
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

export function httpsFront(frontPort: number, backendPort: number): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'meo-bench-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', keyFile, '-out', certFile, ...subject], { stdio: 'ignore' });
  const tls = { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  rmSync(dir, { recursive: true, force: true });
  const server = http2.createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && !HOP_HEADERS.includes(name)));
    const upstream = http.request({ host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers: { ...headers, host: req.headers[':authority'] ?? req.headers.host } }, (answer) => {
      const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.includes(name)));
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(frontPort, '127.0.0.1', () => resolve(() => new Promise<void>((done) => server.close(() => done())))),
  );
}
