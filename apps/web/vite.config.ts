import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const inNodeModules = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`);

// The parts of antd every logged-in page draws: its style engine, theme and config, and the
// components of the shell (header, sidebar menu, tab strip, popovers, the App's modal, message
// and notification hooks) with the rc-components under them.
const ANTD_BASE_COMPONENTS = [
  '_util',
  'theme',
  'style',
  'config-provider',
  'locale',
  'app',
  'button',
  'space',
  'grid',
  'layout',
  'menu',
  'dropdown',
  'tooltip',
  'popover',
  'badge',
  'avatar',
  'modal',
  'message',
  'notification',
  'skeleton',
  'watermark',
];
const RC_BASE = [
  'util',
  'motion',
  'trigger',
  'portal',
  'resize-observer',
  'overflow',
  'menu',
  'dropdown',
  'tooltip',
  'dialog',
  'notification',
];
// The icons the shell draws (header, sidebar menu, tab strip), read from its sources.
const shellDir = fileURLToPath(new URL('./src/shell', import.meta.url));
const SHELL_ICONS = readdirSync(shellDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx'))
  .flatMap((file) => {
    const text = readFileSync(`${shellDir}/${file}`, 'utf8');
    const names = /import \{([^}]*)\} from '@ant-design\/icons'/.exec(text)?.[1] ?? '';
    return names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  });
const ANTD_BASE = inNodeModules(
  [
    `antd[\\\\/]es[\\\\/](${ANTD_BASE_COMPONENTS.join('|')})`,
    `@rc-component[\\\\/](${RC_BASE.join('|')})`,
    '@ant-design[\\\\/](cssinjs|cssinjs-utils|fast-color|colors)',
    'stylis',
    '@emotion[\\\\/][^\\\\/]+',
    'clsx',
    'react-is',
    '@babel[\\\\/]runtime',
  ].join('|'),
);
const SHELL_ICON_FILES = new RegExp(
  `[\\\\/]@ant-design[\\\\/]icons(-svg)?[\\\\/]es[\\\\/](icons|asn)[\\\\/](${[...new Set(SHELL_ICONS)].join('|')})\\.js$`,
);

/**
 * antd's form context (which every input reads) takes only FormProvider from rc-form, but through
 * rc-form's index, whose body attaches Field, List, useForm and useWatch to the form component.
 * Once antd-base captures that index, all of rc-form and its validator come along (about 10 KB
 * gzipped on every page); pointing the one import at the module that defines FormProvider keeps
 * rc-form with the pages that draw forms.
 */
const formProviderOnly = (): Plugin => ({
  name: 'erp-antd-form-provider-only',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@rc-component/form' || !importer) return null;
    if (!/[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) return null;
    return this.resolve('@rc-component/form/es/FormContext', importer, { skipSelf: true });
  },
});

export default defineConfig({
  plugins: [react(), formProviderOnly()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          // @erp/domain is pure declarations (zod schemas, labels, rules) whose top level runs no
          // effect; saying so lets a chunk that imports one name from the barrel leave out every
          // other area's schemas (issue 14 §6: they all landed on the login page).
          { test: /\/packages\/domain\/src\//, sideEffects: false },
          // The rc-components under antd declare no `sideEffects`, so every module an index
          // re-exports was kept: antd's form context imports rc-form's FormProvider, and with it
          // came all of rc-form and its validator on every antd page (about 10 KB gzipped).
          // Their modules only define components and helpers.
          { test: /\/node_modules\/@rc-component\//, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // React alone: the login page loads it and nothing of antd.
            { name: 'react', test: inNodeModules('react|react-dom|scheduler'), priority: 2 },
            // One chunk instead of some forty: split by which screens share each module, antd's
            // base came in small pieces that each page fetched all of, and every piece costs its
            // own import lines and a gzip that cannot reuse the others' text (issue 14 §6).
            { name: 'antd-base', test: (id) => ANTD_BASE.test(id) || SHELL_ICON_FILES.test(id) },
          ],
        },
      },
    },
  },
});
