// Matchings on general graphs, the engine under Swiss pairing.
//
// `maxWeightMatching` is the primal–dual blossom method of Edmonds as laid out by
// Galil ("Efficient algorithms for finding maximum matching in graphs", 1986):
// O(n³), exact on integer weights. Swiss pairing asks for a matching, not an
// assignment (anyone may meet anyone), so a bipartite method would not do.
//
// `hasPerfectMatching` is Edmonds' cardinality method (BFS with blossom
// contraction) started from a greedy matching; the pairing asks it "can the
// rest still be paired legally?" many times, and on the dense graphs of a
// Swiss round the greedy start leaves it almost nothing to do.

export interface WeightedEdge {
  u: number;
  v: number;
  /** A non-negative integer below 2^48 (slacks are compared exactly). */
  w: number;
}

/** Edges as parallel arrays: edge k joins u[k] and v[k] with weight w[k] (as in WeightedEdge). */
export interface EdgeArrays {
  u: Int32Array;
  v: Int32Array;
  w: Float64Array;
}

export function edgeArrays(list: readonly WeightedEdge[]): EdgeArrays {
  return { u: Int32Array.from(list, (e) => e.u), v: Int32Array.from(list, (e) => e.v), w: Float64Array.from(list, (e) => e.w) };
}

/**
 * A maximum-weight matching of vertices 0 … n−1; with `maxCardinality` a
 * maximum-weight matching among those of the greatest size. Returns mate[v]
 * (the partner of v, or −1).
 *
 * `perfect`: the caller knows a perfect matching exists and wants the heaviest
 * one. The search then starts from each vertex's heaviest edge (its dual) and
 * the pairs that are each other's heaviest (tight edges), instead of from
 * nothing: on a Swiss score group, where most players' best opponents are each
 * other, most of the work is done before the first stage. (Without a perfect
 * matching that start could leave free vertices with unequal duals, and the
 * result would not be optimal, so it is only taken when asked for.)
 */
export function maxWeightMatching(
  n: number,
  edges: readonly WeightedEdge[] | EdgeArrays,
  maxCardinality: boolean,
  perfect = false,
  /** Filled with the final vertex duals, in the doubled scale: an edge (u, v, w) left out of the graph would not improve the matching if duals[u] + duals[v] ≥ 4w. */
  duals?: Float64Array,
): Int32Array {
  const given = Array.isArray(edges) ? edgeArrays(edges as readonly WeightedEdge[]) : (edges as EdgeArrays);
  const nedge = given.u.length;
  const result = new Int32Array(n).fill(-1);
  if (nedge === 0 || n === 0) return result;

  // Weights are doubled so that every dual and slack stays an integer.
  const eu = given.u;
  const ev = given.v;
  const ew = new Float64Array(nedge);
  let maxWeight = 0;
  for (let k = 0; k < nedge; k++) {
    ew[k] = 2 * given.w[k];
    if (ew[k] > maxWeight) maxWeight = ew[k];
  }
  // endpoint(p) = p even ? eu[p>>1] : ev[p>>1]
  const endpoint = new Int32Array(2 * nedge);
  for (let k = 0; k < nedge; k++) {
    endpoint[2 * k] = eu[k];
    endpoint[2 * k + 1] = ev[k];
  }
  const degree = new Int32Array(n);
  for (let k = 0; k < nedge; k++) {
    degree[eu[k]]++;
    degree[ev[k]]++;
  }
  const neighStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) neighStart[v + 1] = neighStart[v] + degree[v];
  const neighEnd = new Int32Array(2 * nedge);
  const fill = neighStart.slice(0, n);
  for (let k = 0; k < nedge; k++) {
    neighEnd[fill[eu[k]]++] = 2 * k + 1;
    neighEnd[fill[ev[k]]++] = 2 * k;
  }

  const mate = new Int32Array(n).fill(-1); // remote endpoint of the matched edge
  const label = new Int32Array(2 * n); // 0 free, 1 S, 2 T (5: breadcrumb while scanning)
  const labelEnd = new Int32Array(2 * n).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const blossomParent = new Int32Array(2 * n).fill(-1);
  const blossomChilds: (number[] | null)[] = new Array(2 * n).fill(null);
  const blossomBase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) blossomBase[v] = v;
  const blossomEndps: (number[] | null)[] = new Array(2 * n).fill(null);
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const blossomBestEdges: (number[] | null)[] = new Array(2 * n).fill(null);
  const unusedBlossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedBlossoms.push(b);
  const dual = new Float64Array(2 * n);
  for (let v = 0; v < n; v++) dual[v] = maxWeight;
  if (perfect && maxCardinality) {
    // Half of every vertex's dual is its heaviest edge (doubled scale: the full weight).
    for (let v = 0; v < n; v++) dual[v] = -Infinity;
    for (let k = 0; k < nedge; k++) {
      if (ew[k] > dual[eu[k]]) dual[eu[k]] = ew[k];
      if (ew[k] > dual[ev[k]]) dual[ev[k]] = ew[k];
    }
    for (let v = 0; v < n; v++) if (dual[v] === -Infinity) dual[v] = 0;
  }
  const allowEdge = new Uint8Array(nedge);
  const queue: number[] = [];
  const bestEdgeTo = new Int32Array(2 * n).fill(-1); // scratch of addBlossom, left all −1

  const slack = (k: number) => dual[eu[k]] + dual[ev[k]] - 2 * ew[k];

  if (perfect && maxCardinality) {
    for (let k = 0; k < nedge; k++) {
      if (mate[eu[k]] === -1 && mate[ev[k]] === -1 && slack(k) === 0) {
        mate[eu[k]] = 2 * k + 1;
        mate[ev[k]] = 2 * k;
      }
    }
  }

  const leaves = (b: number, out: number[]): number[] => {
    if (b < n) out.push(b);
    else for (const t of blossomChilds[b]!) leaves(t, out);
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    for (;;) {
      const b = inBlossom[w];
      label[w] = label[b] = t;
      labelEnd[w] = labelEnd[b] = p;
      bestEdge[w] = bestEdge[b] = -1;
      if (t === 1) {
        leaves(b, queue);
        return;
      }
      // A T-blossom: its base's mate becomes S.
      const base = blossomBase[b];
      const mb = mate[base];
      w = endpoint[mb];
      t = 1;
      p = mb ^ 1;
    }
  };

  const scanBlossom = (v0: number, w0: number): number => {
    let v = v0;
    let w = w0;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        base = blossomBase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelEnd[b]];
        b = inBlossom[v];
        v = endpoint[labelEnd[b]];
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = eu[k];
    let w = ev[k];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = unusedBlossoms.pop()!;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      endps.push(labelEnd[bv]);
      v = endpoint[labelEnd[bv]];
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      endps.push(labelEnd[bw] ^ 1);
      w = endpoint[labelEnd[bw]];
      bw = inBlossom[w];
    }
    blossomChilds[b] = path;
    blossomEndps[b] = endps;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb];
    dual[b] = 0;
    for (const x of leaves(b, [])) {
      if (label[inBlossom[x]] === 2) queue.push(x);
      inBlossom[x] = b;
    }
    // The least-slack edge from the new blossom to every other S-blossom.
    const consider = (kk: number) => {
      let j = ev[kk];
      if (inBlossom[j] === b) j = eu[kk];
      const bj = inBlossom[j];
      if (bj !== b && label[bj] === 1 && (bestEdgeTo[bj] === -1 || slack(kk) < slack(bestEdgeTo[bj]))) bestEdgeTo[bj] = kk;
    };
    for (const sub of path) {
      const known = blossomBestEdges[sub];
      if (known === null) {
        for (const x of leaves(sub, [])) for (let i = neighStart[x]; i < neighStart[x + 1]; i++) consider(neighEnd[i] >> 1);
      } else {
        for (const kk of known) consider(kk);
      }
      blossomBestEdges[sub] = null;
      bestEdge[sub] = -1;
    }
    const best: number[] = [];
    for (let i = 0; i < 2 * n; i++) {
      if (bestEdgeTo[i] !== -1) best.push(bestEdgeTo[i]);
      bestEdgeTo[i] = -1;
    }
    blossomBestEdges[b] = best;
    bestEdge[b] = -1;
    for (const kk of best) if (bestEdge[b] === -1 || slack(kk) < slack(bestEdge[b])) bestEdge[b] = kk;
  };

  const expandBlossom = (b: number, endStage: boolean): void => {
    const childs = blossomChilds[b]!;
    for (const s of childs) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s] === 0) expandBlossom(s, endStage);
      else for (const x of leaves(s, [])) inBlossom[x] = s;
    }
    if (!endStage && label[b] === 2) {
      // Relabel the sub-blossoms on the even path from the entry child to the base.
      const endps = blossomEndps[b]!;
      const entryChild = inBlossom[endpoint[labelEnd[b] ^ 1]];
      let { j, jStep, endpTrick } = roundTheBlossom(childs.indexOf(entryChild), childs.length);
      let p = labelEnd[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[at(endps, j - endpTrick) ^ endpTrick ^ 1]] = 0;
        assignLabel(endpoint[p ^ 1], 2, p);
        allowEdge[at(endps, j - endpTrick) >> 1] = 1;
        j += jStep;
        p = at(endps, j - endpTrick) ^ endpTrick;
        allowEdge[p >> 1] = 1;
        j += jStep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]] = label[bv] = 2;
      labelEnd[endpoint[p ^ 1]] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += jStep;
      while (at(childs, j) !== entryChild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jStep;
          continue;
        }
        let reached = -1;
        for (const x of leaves(bv, [])) {
          if (label[x] !== 0) {
            reached = x;
            break;
          }
        }
        if (reached !== -1) {
          label[reached] = 0;
          label[endpoint[mate[blossomBase[bv]]]] = 0;
          assignLabel(reached, 2, labelEnd[reached]);
        }
        j += jStep;
      }
    }
    label[b] = labelEnd[b] = -1;
    blossomChilds[b] = blossomEndps[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomChilds[b]!;
    const endps = blossomEndps[b]!;
    const i = childs.indexOf(t);
    let { j, jStep, endpTrick } = roundTheBlossom(i, childs.length);
    while (j !== 0) {
      j += jStep;
      t = at(childs, j);
      const p = at(endps, j - endpTrick) ^ endpTrick;
      if (t >= n) augmentBlossom(t, endpoint[p]);
      j += jStep;
      t = at(childs, j);
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1]);
      mate[endpoint[p]] = p ^ 1;
      mate[endpoint[p ^ 1]] = p;
    }
    blossomChilds[b] = childs.slice(i).concat(childs.slice(0, i));
    blossomEndps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossomBase[b] = blossomBase[blossomChilds[b]![0]];
  };

  const augmentMatching = (k: number): void => {
    const starts: [number, number][] = [
      [eu[k], 2 * k + 1],
      [ev[k], 2 * k],
    ];
    for (let [s, p] of starts) {
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]];
        const bt = inBlossom[t];
        s = endpoint[labelEnd[bt]];
        const j = endpoint[labelEnd[bt] ^ 1];
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = labelEnd[bt] ^ 1;
      }
    }
  };

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossomBestEdges[b] = null;
    allowEdge.fill(0);
    queue.length = 0;
    for (let v = 0; v < n; v++) if (mate[v] === -1 && label[inBlossom[v]] === 0) assignLabel(v, 1, -1);

    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (let i = neighStart[v]; i < neighStart[v + 1]; i++) {
          const p = neighEnd[i];
          const k = p >> 1;
          const w = endpoint[p];
          if (inBlossom[v] === inBlossom[w]) continue;
          let kSlack = 0;
          if (!allowEdge[k]) {
            kSlack = slack(k);
            if (kSlack <= 0) allowEdge[k] = 1;
          }
          if (allowEdge[k]) {
            if (label[inBlossom[w]] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inBlossom[w]] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]] === 1) {
            const b = inBlossom[v];
            if (bestEdge[b] === -1 || kSlack < slack(bestEdge[b])) bestEdge[b] = k;
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kSlack < slack(bestEdge[w])) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path with the tight edges: move the duals.
      let deltaType = -1;
      let delta = 0;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      if (!maxCardinality) {
        deltaType = 1;
        delta = Infinity;
        for (let v = 0; v < n; v++) if (dual[v] < delta) delta = dual[v];
      }
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]);
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]) / 2;
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1 && label[b] === 2 && (deltaType === -1 || dual[b] < delta)) {
          delta = dual[b];
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) {
        // Only with maxCardinality: no augmenting path remains at all.
        deltaType = 1;
        delta = Infinity;
        for (let v = 0; v < n; v++) if (dual[v] < delta) delta = dual[v];
        delta = Math.max(0, delta);
      }
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]];
        if (l === 1) dual[v] -= delta;
        else if (l === 2) dual[v] += delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dual[b] += delta;
          else if (label[b] === 2) dual[b] -= delta;
        }
      }
      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowEdge[deltaEdge] = 1;
        let i = eu[deltaEdge];
        if (label[inBlossom[i]] === 0) i = ev[deltaEdge];
        queue.push(i);
      } else if (deltaType === 3) {
        allowEdge[deltaEdge] = 1;
        queue.push(eu[deltaEdge]);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (blossomParent[b] === -1 && blossomBase[b] >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
    }
  }

  for (let v = 0; v < n; v++) if (mate[v] >= 0) result[v] = endpoint[mate[v]];
  if (duals) duals.set(dual.subarray(0, n));
  return result;
}

/**
 * Which way round a blossom to walk from its child at `index` to its base so
 * that the path is even: forward (wrapping) from an odd index, backward from
 * an even one. `j` may go negative; `at` reads such an index from the end.
 */
function roundTheBlossom(index: number, length: number): { j: number; jStep: number; endpTrick: number } {
  return index & 1 ? { j: index - length, jStep: 1, endpTrick: 0 } : { j: index, jStep: -1, endpTrick: 1 };
}
const at = (arr: readonly number[], i: number): number => arr[i < 0 ? i + arr.length : i];

/**
 * The size of a maximum matching of the graph whose edges are `allowed(u, v)`
 * over vertices 0 … n−1.
 */
export function maxCardinality(n: number, allowed: (u: number, v: number) => boolean): number {
  const adj = new Uint8Array(n * n);
  const degree = new Int32Array(n);
  let minDegree = n;
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (allowed(u, v)) {
        adj[u * n + v] = adj[v * n + u] = 1;
        degree[u]++;
        degree[v]++;
      }
    }
    if (degree[u] < minDegree) minDegree = degree[u];
  }
  // Dirac: every degree at least n/2 makes a Hamiltonian cycle, so ⌊n/2⌋ pairs.
  // On a Swiss field, where each player has met only a few others, this is the usual answer.
  if (n >= 3 && 2 * minDegree >= n) return Math.floor(n / 2);

  const match = new Int32Array(n).fill(-1);
  let size = 0;
  // Greedy start, fewest-neighbours first: on dense graphs it leaves few free vertices.
  const byDegree = [...Array(n).keys()].sort((a, b) => degree[a] - degree[b] || a - b);
  for (const u of byDegree) {
    if (match[u] !== -1) continue;
    let best = -1;
    for (let v = 0; v < n; v++) if (adj[u * n + v] && match[v] === -1 && (best === -1 || degree[v] < degree[best])) best = v;
    if (best !== -1) {
      match[u] = best;
      match[best] = u;
      size++;
    }
  }

  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const blossom = new Uint8Array(n);
  const seen = new Uint8Array(n);
  const q = new Int32Array(n);

  const lca = (a0: number, b0: number): number => {
    seen.fill(0);
    let a = a0;
    for (;;) {
      a = base[a];
      seen[a] = 1;
      if (match[a] === -1) break;
      a = parent[match[a]];
    }
    let b = b0;
    for (;;) {
      b = base[b];
      if (seen[b]) return b;
      b = parent[match[b]];
    }
  };
  const markPath = (v0: number, b: number, child0: number): void => {
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      blossom[base[v]] = blossom[base[match[v]]] = 1;
      parent[v] = child;
      child = match[v];
      v = parent[match[v]];
    }
  };
  const findPath = (root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let qh = 0;
    let qt = 0;
    q[qt++] = root;
    while (qh < qt) {
      const v = q[qh++];
      for (let to = 0; to < n; to++) {
        if (!adj[v * n + to] || base[v] === base[to] || match[v] === to) continue;
        if (to === root || (match[to] !== -1 && parent[match[to]] !== -1)) {
          const cur = lca(v, to);
          blossom.fill(0);
          markPath(v, cur, to);
          markPath(to, cur, v);
          for (let i = 0; i < n; i++) {
            if (blossom[base[i]]) {
              base[i] = cur;
              if (!used[i]) {
                used[i] = 1;
                q[qt++] = i;
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (match[to] === -1) return to;
          used[match[to]] = 1;
          q[qt++] = match[to];
        }
      }
    }
    return -1;
  };

  for (let root = 0; root < n && 2 * size < n - 1; root++) {
    if (match[root] !== -1) continue;
    let v = findPath(root);
    if (v === -1) continue;
    size++;
    while (v !== -1) {
      const pv = parent[v];
      const ppv = match[pv];
      match[v] = pv;
      match[pv] = v;
      v = ppv;
    }
  }
  return size;
}

/** Whether every one of vertices 0 … n−1 can be matched. */
export function hasPerfectMatching(n: number, allowed: (u: number, v: number) => boolean): boolean {
  return n % 2 === 0 && 2 * maxCardinality(n, allowed) === n;
}
