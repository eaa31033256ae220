// Every slash command, one file each.
import type { Command } from '../src/discord/command.js';
import { abort } from './abort.js';
import { board } from './board.js';
import { challenge } from './challenge.js';
import { counter } from './counter.js';
import { draw } from './draw.js';
import { games } from './games.js';
import { hand } from './hand.js';
import { learn } from './learn.js';
import { history } from './history.js';
import { leaderboardCommand } from './leaderboard.js';
import { helpCommand } from './help.js';
import { mogoCommand } from './mogo.js';
import { move } from './move.js';
import { ping } from './ping.js';
import { record } from './record.js';
import { replay } from './replay.js';
import { resign } from './resign.js';
import { rules } from './rules.js';
import { settings } from './settings.js';
import { stats } from './stats.js';
import { tournament } from './tournament.js';
import { ugoCommand } from './ugo.js';
import { vacation } from './vacation.js';

export const commands: Command[] = [challenge, move, board, hand, resign, draw, abort, games, rules, learn, record, replay, leaderboardCommand, stats, tournament, history, settings, vacation, ugoCommand, mogoCommand, counter, ping];
commands.push(helpCommand(() => commands));
