import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A request the S3 server received, as the tests look at it. */
export interface S3Request {
  method: string;
  /** The object key (path-style URL), undefined for a request on the bucket itself. */
  key: string | undefined;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/** s3rver's fixed credentials. */
const ACCESS_KEY = 'S3RVER';

/** A real S3-compatible server (s3rver) on loopback, on a random port, over a throwaway folder. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The S3_* environment that points the API at this server's bucket (SSE left at its default). */
  env: Record<string, string>;
  /** A client of its own, for what the tests check behind the API's back. */
  client: S3Client;
  /** Calls `listener` with each request received until the returned function is called. */
  onRequest(listener: (request: S3Request) => void): () => void;
  /**
   * Until the returned function is called, ranged reads (GetObject with Range: how the type check
   * reads a pending upload) have their connection reset before any answer, as a failing network does.
   */
  breakRangeReads(): () => void;
  /** The file in which s3rver keeps an object (its mtime is the object's LastModified). */
  objectFile(key: string): string;
  close(): Promise<void>;
}

let sequence = 0;

export async function startS3Server(options: { prefix?: string } = {}): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, vhostBuckets: false });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = `resumes-${process.pid}-${++sequence}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));

  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      ...(options.prefix ? { S3_PREFIX: options.prefix } : {}),
    },
    client,
    onRequest(listener) {
      const onRequest = (req: IncomingMessage) => {
        const url = new URL(req.url ?? '/', endpoint);
        const [, inBucket, ...key] = url.pathname.split('/');
        if (inBucket !== bucket) return;
        listener({
          method: req.method ?? '',
          key: key.length > 0 && key.join('/') !== '' ? decodeURIComponent(key.join('/')) : undefined,
          query: url.searchParams,
          headers: req.headers,
        });
      };
      server.httpServer.on('request', onRequest);
      return () => server.httpServer.off('request', onRequest);
    },
    breakRangeReads() {
      const reset = (req: IncomingMessage) => {
        if (req.method === 'GET' && req.headers.range) req.socket.destroy();
      };
      server.httpServer.prependListener('request', reset);
      return () => server.httpServer.off('request', reset);
    },
    objectFile(key) {
      const parts = key.split('/');
      return path.join(directory, bucket, ...parts.slice(0, -1), `${parts[parts.length - 1]}._S3rver_object`);
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
