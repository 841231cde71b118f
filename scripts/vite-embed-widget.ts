import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Bundles the public embed script (src/widget/embed.ts) into dist/embed/widget.js beside the console. It is a
 * separate, dependency-free bundle with its own size budget (≤ 20 kB gzip), loaded by other sites; runs before
 * precompress so it gets its .br and .gz too.
 */
export const embedWidget = (): Plugin => {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'meo-embed-widget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        entryPoints: [path.join(root, 'src/widget/embed.ts')],
        outfile: path.join(outDir, 'embed/widget.js'),
        bundle: true,
        minify: true,
        format: 'iife',
        target: ['es2019', 'safari13'],
        legalComments: 'none',
        logLevel: 'warning',
      });
    },
  };
};
