// Slash-command registration from commands/: to one guild (instant, for
// development) or globally (may take up to an hour to show everywhere).
import { REST, Routes } from 'discord.js';
import type { Command } from './command.js';

export async function registerCommands(opts: {
  token: string;
  applicationId: string;
  commands: Command[];
  guildId?: string;
  apiBase?: string;
}): Promise<number> {
  const rest = new REST(opts.apiBase ? { api: opts.apiBase } : {}).setToken(opts.token);
  const body = opts.commands.map((c) => c.data);
  const route = opts.guildId
    ? Routes.applicationGuildCommands(opts.applicationId, opts.guildId)
    : Routes.applicationCommands(opts.applicationId);
  const result = (await rest.put(route, { body })) as unknown[];
  return result.length;
}
