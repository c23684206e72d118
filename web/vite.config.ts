import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

const root = path.resolve(import.meta.dirname);
const pkg = JSON.parse(readFileSync(path.resolve(root, '../package.json'), 'utf8')) as { version: string };
// The dev server forwards API calls to the app server (`npm run dev`); DEV_API_URL points elsewhere.
const server = process.env.DEV_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root,
  // relay must run before react(): it rewrites the graphql`` tags into artifact imports first.
  plugins: [relay, react()],
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
