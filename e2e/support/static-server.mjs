// A tiny static file server for the examples a partner would host elsewhere (the MF host
// page, a remote built by another team), each on an origin of its own on 127.0.0.1
// (examples-server.mjs). A folder served as a single-page app answers its index.html for
// any path without a file extension. Every answer allows any origin (CORS), as a CDN
// serving federated modules does.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function serve(folder, isSpa) {
  const root = resolve(folder);
  return async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    let file = resolve(root, `.${sep}${decodeURIComponent(pathname)}`);
    if (!file.startsWith(root + sep) && file !== root) file = root;
    if (!(await isFile(file))) {
      const index = join(file, 'index.html');
      if (await isFile(index)) file = index;
      else if (isSpa && extname(pathname) === '') file = join(root, 'index.html');
    }
    if (!(await isFile(file))) {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
    });
    createReadStream(file).pipe(response);
  };
}

/** Serves each folder on its port until SIGINT or SIGTERM. */
export function serveFolders(folders) {
  const servers = folders.map(({ port, folder, isSpa }) => {
    const server = createServer(serve(folder, isSpa));
    server.listen(port, '127.0.0.1');
    return server;
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const server of servers) server.close();
      process.exit(0);
    });
  }
}
