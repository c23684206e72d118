import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';

const root = path.resolve(import.meta.dirname);
const pkg = JSON.parse(readFileSync(path.resolve(root, '../package.json'), 'utf8')) as { version: string };
// The dev server forwards API calls to the app server (`npm run dev`); DEV_API_URL points elsewhere.
const server = process.env.DEV_API_URL ?? 'http://localhost:3000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `name.br` and `name.gz` beside every text file of the build (scripts, styles, index.html, SVG), at the
 * highest levels, once at build time: the server (server/http/staticFiles.ts) sends the one the browser accepts
 * and never compresses a file per request. A variant not smaller than the file is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'utleige-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((f) => f.isFile() && /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(f.name))
        .map((f) => path.join(f.parentPath, f.name));
      await Promise.all(files.map(async (file) => {
        const raw = await fs.readFile(file);
        const [br, gz] = await Promise.all([
          brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gzip(raw, { level: 9 }),
        ]);
        if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
        if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
      }));
    },
  };
}

/**
 * A second, tiny entry (web/src/early.ts) loaded by its own `<script type="module" async>` ahead of the application:
 * it runs as soon as its few bytes arrive and sends the first page's GraphQL queries while React and Relay download.
 */
function earlyEntry(): Plugin {
  return {
    name: 'utleige-early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early');
        if (!chunk) throw new Error('the early entry is missing from the build');
        return html.replace("</title>", `</title>\n    <script type="module" async crossorigin src="/${chunk.fileName}"></script>`);
      },
    },
  };
}

export default defineConfig({
  root,
  // relay must run before react(): it rewrites the graphql`` tags into artifact imports first.
  plugins: [relay, react(), earlyEntry(), precompress()],
  resolve: {
    // The pure rules in server/domain are shared with the client (tsconfig.json maps the same alias).
    alias: { '@domain': path.resolve(root, '../server/domain') },
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: path.resolve(root, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      input: { index: path.resolve(root, 'index.html'), early: path.resolve(root, 'src/early.ts') },
      output: {
        // The libraries change far less often than our code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant|nullthrows)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': server,
      '/api': server,
      '/uploads': server,
    },
  },
});
