import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.INKSTONE_API ?? 'http://localhost:3000';

/**
 * `test` is read by the root vitest project 'web', which extends this file. It is typed here
 * rather than through vitest's augmentation because vitest carries its own copy of vite.
 */
const config: UserConfig & { test: { setupFiles: string[] } } = {
  plugins: [
    react(),
    // Brotli and gzip copies of every text file, made once at build time; the server sends the
    // one the browser accepts (apps/server/src/platform/http/web.ts). Files under 1 KB gain
    // nothing worth a second request path.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // Libraries change less often than the app, so they get long-lived chunks of their own.
    // entriesAware splits each group by the (lazy) pages that use it, so a library only one page
    // needs (the chat's Markdown, KaTeX and highlighting) loads with that page, not at start.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs)[\\/]/,
              entriesAware: true,
            },
            { name: 'vendor', test: /node_modules/, entriesAware: true },
          ],
        },
      },
    },
  },
  server: {
    // The API and its WebSocket live on the Node server during development.
    proxy: { '/api': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
  },
};

export default defineConfig(config);
