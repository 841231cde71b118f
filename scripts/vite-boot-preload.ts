import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const BOOT = /\/src\/app\/boot\.tsx$/;

/** The boot chunk and every chunk it imports statically, in the order a browser needs them (imports first). */
const bootChunks = (bundle: OutputBundle): OutputChunk[] => {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const boot = chunks.find((chunk) => chunk.facadeModuleId !== null && BOOT.test(chunk.facadeModuleId));
  if (!boot) throw new Error('vite-boot-preload: no chunk for src/app/boot.tsx');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const ordered: OutputChunk[] = [];
  const visit = (chunk: OutputChunk) => {
    if (ordered.includes(chunk)) return;
    for (const file of chunk.imports) {
      const dep = byFile.get(file);
      if (dep) visit(dep);
    }
    ordered.push(chunk);
  };
  visit(boot);
  // The entry is index.html's own module script.
  return ordered.filter((chunk) => !chunk.isEntry);
};

/**
 * main.tsx imports the app (src/app/boot.tsx) only after the static first paint; these modulepreload links make the
 * browser fetch it, and what it imports, while index.html is still being parsed, as a static import would.
 */
export const bootPreload = (): Plugin => ({
  name: 'meo-boot-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      if (!ctx.bundle) return [];
      // A build only (apply: 'build'), served from the site's root as vite.config.ts leaves base.
      return bootChunks(ctx.bundle).map((chunk) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
        injectTo: 'head' as const,
      }));
    },
  },
});
