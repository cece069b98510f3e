import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = 'http://localhost:8080';
const proxied = [
  '/wps',
  '/lgw',
  '/admin-api',
  '/vendor-api',
  '/docs',
  '/healthz',
  '/uploads',
  '/sandbox-pay',
  '/payment-callback',
  '/chat',
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: true }])),
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
