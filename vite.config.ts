/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In dev, the demo pod runs separately (npm run pod) and Vite proxies its routes,
// so the app stays same-origin with the pod exactly as in production.
const podUrl = process.env.POD_URL ?? 'http://127.0.0.1:8080';
const podRoutes = ['/api', '/settings.json', '/.well-known', '/media'];

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(podRoutes.map((route) => [route, { target: podUrl, ws: route === '/api' }])),
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'pod/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
