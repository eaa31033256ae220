// A measure fitted to how games ended (scripts/fit-measure.ts): the weighted
// sum of a game's features, one weight per named feature.

export function linearMeasure<S>(names: readonly string[], weights: readonly number[], features: (s: S, seat: number) => number[]): (s: S, seat: number) => number {
  // A weight list out of step with the features is a bug in this file's callers, found as the module loads.
  if (names.length !== weights.length) throw new Error(`fitted measure: ${weights.length} weights for ${names.length} features`);
  return (s, seat) => {
    const f = features(s, seat);
    let v = 0;
    for (let i = 0; i < weights.length; i++) v += weights[i] * f[i];
    return v;
  };
}
