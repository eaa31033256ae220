// `npm install` (its prepare step) compiles the bot to dist/, so `npm start`
// runs plain JavaScript in one node process. Each file is transpiled on its own
// (the project is isolatedModules): seconds and little memory even on a small
// board, where a full type-check could run out of memory. Type-checking is
// `npm run typecheck`. The fonts and migrations are copied beside the code,
// since the compiled files find them relative to themselves.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'dist');
const SOURCES = ['src', 'commands'];
const COPIED = ['assets', 'prisma/migrations'];

let ts;
try {
  ts = (await import('typescript')).default;
} catch {
  console.error('build: the typescript package is missing (install with `npm install`, not `npm install --omit=dev`)');
  process.exit(1);
}
if (!existsSync(path.join(root, 'src/generated/prisma/client.ts'))) {
  console.error('build: src/generated/prisma is missing: run `node scripts/prisma-generate.mjs` first (npm install does)');
  process.exit(1);
}

const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
// The package is "type": "module": every file is emitted as an ES module.
const compilerOptions = { ...config.options, module: ts.ModuleKind.ES2022, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: false, sourceMap: false, declaration: false };

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Written under a temporary name and renamed: a bot or test reading dist/
 * while a build runs (tests build it too) never sees half a file, and
 * several builds at once only ever put identical files in place.
 */
function write(file, text) {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
  return true;
}

/**
 * `npm start` runs the bot bundled into a few files: resolving and linking
 * some 1,400 modules one by one (1,250 of them packages') took most of
 * start-up (about 0.8 of 1.2 s). The bundle sits at the depth of the modules
 * that find files relative to themselves (src/render, src/db, src/ai), so the
 * fonts, the migrations and the AI's worker are where they expect; the worker
 * is an entry of its own. Packages with native code, WebAssembly or files of
 * their own stay outside. It is bundled at every build, even when no source
 * changed: the packages it takes in may have (npm install runs the build).
 */
const BUNDLE = path.join(out, 'src', 'bundle');
const EXTERNAL = ['canvas', '@prisma/*', '@electric-sql/pglite', '@electric-sql/pglite-socket', 'pg', 'pg-*', 'pino', 'pino-*', 'thread-stream', 'gifenc', 'zlib-sync', 'bufferutil', 'utf-8-validate', '@discordjs/voice'];

async function bundle() {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: { main: path.join(out, 'src/main.js'), worker: path.join(out, 'src/ai/worker.js') },
    outdir: BUNDLE,
    write: false,
    bundle: true,
    splitting: true,
    // Named by content: builds running at once (tests build too) write identical files.
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // The bundled CommonJS packages (discord.js and its own) call require.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    // Classes keep their names: discord.js and the bot's delivery errors compare
    // constructor names ('Collection', 'CombinedError'), which esbuild would
    // otherwise rename where two modules declare the same one (UserManager2).
    keepNames: true,
    logLevel: 'error',
  });
  // Chunks before the entries that import them, each file swapped in whole (see write).
  const ordered = [...outputFiles].sort((a, b) => Number(path.basename(b.path).startsWith('chunk-')) - Number(path.basename(a.path).startsWith('chunk-')));
  for (const f of ordered) write(f.path, f.text);
  const kept = new Set(outputFiles.map((f) => f.path));
  for (const file of files(BUNDLE)) if (!kept.has(file) && !file.endsWith('.tmp')) rmSync(file, { force: true });
  return `${outputFiles.length} bundled files in ${path.relative(root, BUNDLE)}`;
}

const started = Date.now();
const expected = new Set();
let written = 0;
for (const dir of SOURCES) {
  for (const source of files(path.join(root, dir))) {
    if (!source.endsWith('.ts') || source.endsWith('.d.ts')) continue;
    const target = path.join(out, path.relative(root, source)).replace(/\.ts$/, '.js');
    expected.add(target);
    const { outputText, diagnostics } = ts.transpileModule(readFileSync(source, 'utf8'), { compilerOptions, fileName: source, reportDiagnostics: true });
    if (diagnostics?.length) {
      console.error(ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' }));
      process.exit(1);
    }
    if (write(target, outputText)) written++;
  }
}
for (const dir of COPIED) {
  for (const source of files(path.join(root, dir))) {
    const dest = path.join(out, path.relative(root, source));
    expected.add(dest);
    if (existsSync(dest) && statSync(dest).mtimeMs >= statSync(source).mtimeMs) continue;
    mkdirSync(path.dirname(dest), { recursive: true });
    cpSync(source, `${dest}.${process.pid}.tmp`);
    renameSync(`${dest}.${process.pid}.tmp`, dest);
    written++;
  }
}
// A module or migration deleted from the sources must not linger in dist/.
for (const dir of [...SOURCES, ...COPIED]) {
  const built = path.join(out, dir);
  for (const file of existsSync(built) ? files(built) : []) {
    if (!expected.has(file) && !file.endsWith('.tmp') && !file.startsWith(BUNDLE + path.sep)) rmSync(file, { force: true });
  }
}
const bundled = await bundle();
console.log(`build: dist/ ready (${expected.size} files, ${written} files written, ${bundled}, ${Date.now() - started} ms)`);
