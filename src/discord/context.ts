import type { Client } from 'discord.js';
import type { Db } from '../db/client.js';
import type { MatchService } from '../matches/service.js';
import type { Correspondence } from '../matches/correspondence.js';
import type { TournamentService } from '../tournaments/service.js';
import type { Logger } from '../log.js';
import type { Dispatcher } from './dispatcher.js';

export interface BotContext {
  client: Client;
  db: Db;
  service: MatchService;
  correspondence: Correspondence;
  tournaments: TournamentService;
  dispatcher: Dispatcher;
  log: Logger;
}
