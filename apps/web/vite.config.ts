import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // @erp/domain is pure declarations (zod schemas, labels, rules) whose top level runs no
        // effect; saying so lets a chunk that imports one name from the barrel leave out every
        // other area's schemas (issue 14 §6: they all landed on the login page).
        moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }],
      },
    },
  },
});
