// Compresses answers (brotli or gzip, as the browser accepts): the front ends are a few
// hundred kilobytes of JavaScript, and the portal is used on phones in corridors with poor
// Wi-Fi. Hashed assets are cached for a year, so each is compressed for a browser once.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function compressionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
