// Compresses answers (brotli or gzip, as the browser accepts): the front ends are a few
// hundred kilobytes of JavaScript, and the portal is used on phones in corridors with poor
// Wi-Fi. Built scripts and stylesheets bring their own brotli and gzip copies, made once at
// build (tooling/precompress-assets.ts, sent by routes/static); what has none (pages, data,
// a file without copies) is compressed here.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function compressionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
