// Which allowance each Deployment of a turn uses is an assignment question
// (MOGO-R31, R55, E04): a Deployment is legal exactly when the turn's own and
// the extra allowances can be shared out over every Deployment made this turn,
// the new one included, whatever was assumed for the earlier ones.
import { describe, expect, it } from 'vitest';
import { legalTexts, nameAt, play, pos, refused } from './helpers.js';

const u = (cell: string, counter: string, owner = 0) => ({ cell, counter, owner });
const deployPos = (board: ReturnType<typeof u>[], hand: string[]) => pos({ board, hands: [hand, []], toMove: 0, phase: 'deployment' });

/** Plays `texts` in order, each checked legal in legalActions first; returns the state. */
function deployAll(board: ReturnType<typeof u>[], hand: string[], texts: string[]) {
  let s = deployPos(board, hand);
  for (const t of texts) {
    expect(legalTexts(s, 0), `${t} should be listed`).toContain(t);
    s = play(s, 0, t).state;
  }
  return s;
}

describe('extra Deployments as an assignment (MOGO-R31, R55, E04)', () => {
  // Dancing Sword is a Unit and a Relic: next to the Forest it may take the
  // Forest's extra or the Forger's; the Units after it decide which.
  const board = [u('e5', 'Forest'), u('a1', 'Forger')];

  it('a Unit-Relic next to the Forest leaves the Forest to the Units after it', () => {
    const s = deployAll(board, ['Dancing Sword', 'Wolves', 'Kobold'], ['deploy Dancing Sword e6', 'deploy Wolves e4', 'deploy Kobold d4']);
    expect(nameAt(s, 'd4')).toBe('Kobold');
  });

  it('the same three in another order', () => {
    const s = deployAll(board, ['Dancing Sword', 'Wolves', 'Kobold'], ['deploy Wolves e4', 'deploy Dancing Sword e6', 'deploy Kobold d4']);
    expect(nameAt(s, 'e6')).toBe('Dancing Sword');
  });

  it('refuses, in legalActions and applyAction alike, when no assignment covers every Deployment', () => {
    let s = deployAll(board, ['Dancing Sword', 'Wolves', 'Kobold', 'Mox', 'Imp'], ['deploy Dancing Sword e6', 'deploy Wolves e4', 'deploy Kobold d4']);
    // The Forest, the Forger and the turn's own are all spoken for now.
    expect(legalTexts(s, 0).some((t) => t.startsWith('deploy'))).toBe(false);
    expect(refused(s, 0, 'deploy Mox h8')).toMatch(/no Deployment left/);
    expect(refused(s, 0, 'deploy Imp f6')).toMatch(/no Deployment left/);
    // A Unit far from the Forest after the turn's own is used: nothing can take it.
    s = deployAll(board, ['Wolves', 'Imp', 'Mox'], ['deploy Wolves a8']);
    expect(legalTexts(s, 0)).not.toContain('deploy Imp h8');
    expect(refused(s, 0, 'deploy Imp h8')).toMatch(/no Deployment left/);
    expect(legalTexts(s, 0)).toContain('deploy Imp f6');
    expect(legalTexts(s, 0)).toContain('deploy Mox h8');
  });

  it('a Forger deployed this turn grants at once and joins the assignment (MOGO-R55)', () => {
    // The Forger on e6 may be the Forest's Unit, so Wolves far away take the turn's own.
    const s = deployAll([u('e5', 'Forest')], ['Forger', 'Wolves', 'Mox', 'Lotus'], ['deploy Forger e6', 'deploy Wolves a1', 'deploy Mox h8']);
    expect(refused(s, 0, 'deploy Lotus h1')).toMatch(/no Deployment left/);
  });
});
