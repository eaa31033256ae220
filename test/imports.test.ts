// The import graph of the sources (DESIGN.md, "Layers"): no folder forms an
// import circle with another, and within src/matches no module imports one
// that imports it back. Type-only imports count: a circle of types is still
// two modules that cannot be understood one without the other.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (rel !== 'src/generated') out.push(...sources(rel));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

/** Every relative import of a file (static, re-exports, type-only and dynamic), as repository paths. */
export function importsOf(file: string, text: string): string[] {
  const specs: string[] = [];
  const statement = /(?:^|[\n;])\s*(?:import|export)\s[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[\n;])\s*import\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(statement)) specs.push(m[1] ?? m[2] ?? m[3]);
  return specs.map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file), s)).replace(/\.js$/, '.ts'));
}

/** The groups of nodes that import one another round a circle (Tarjan's strongly connected components of more than one node). */
export function circles(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return out;
}

/** The graph of files, each file mapped to a node (null: left out), without self-edges. */
function graph(files: readonly string[], node: (file: string) => string | null): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = node(file);
    if (from === null) continue;
    for (const target of importsOf(file, readFileSync(path.join(root, file), 'utf8'))) {
      const to = node(target);
      if (to === null || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  return edges;
}

/** commands/, and each folder of src/ (files at src/'s top are entry points and settings, in no folder). */
const folderOf = (file: string): string | null => {
  const parts = file.split('/');
  if (parts[0] === 'commands') return 'commands';
  return parts[0] === 'src' && parts.length > 2 ? `src/${parts[1]}` : null;
};

describe('the import graph', () => {
  const files = [...sources('src'), ...sources('commands')];

  it('finds the imports of every kind, and a circle when there is one', () => {
    const text = "import { a } from './a.js';\nimport type { B } from '../b/b.js';\nexport { c } from './c.js';\nimport './side.js';\nconst d = await import('./d.js');";
    expect(importsOf('src/x/y.ts', text)).toEqual(['src/x/a.ts', 'src/b/b.ts', 'src/x/c.ts', 'src/x/side.ts', 'src/x/d.ts']);
    const edges = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]);
    expect(circles(edges)).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', new Set(['b'])]]))).toEqual([]);
  });

  it('reads the sources it checks', () => {
    expect(files).toContain('src/matches/service.ts');
    expect(files).toContain('commands/tournament.ts');
    // The match service imports its neighbours: the graph is not empty.
    expect(graph(files, (f) => (f.startsWith('src/matches/') ? f : null)).get('src/matches/service.ts')?.size).toBeGreaterThan(3);
  });

  it('no folder forms an import circle with another', () => {
    expect(circles(graph(files, folderOf))).toEqual([]);
  });

  it('no module of src/matches imports one that imports it back', () => {
    expect(circles(graph(files, (f) => (f.startsWith('src/matches/') ? f : null)))).toEqual([]);
  });

  it('the match service hears of nothing above it: src/matches imports neither src/tournaments nor src/discord', () => {
    const edges = graph(files, folderOf);
    expect([...(edges.get('src/matches') ?? [])].filter((to) => to === 'src/tournaments' || to === 'src/discord' || to === 'commands')).toEqual([]);
  });
});
