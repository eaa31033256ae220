// `npm run register`: register the slash commands without starting the bot.
// An entry point beside main.ts: it reads the commands, which sit above src/discord.
import 'dotenv/config';
import { REST, Routes } from 'discord.js';
import { loadConfig, ConfigError } from './config.js';
import { registerCommands } from './discord/register.js';
import { commands } from '../commands/index.js';

try {
  const config = loadConfig();
  const rest = new REST(config.DISCORD_API_BASE ? { api: config.DISCORD_API_BASE } : {}).setToken(config.DISCORD_TOKEN);
  const app = (await rest.get(Routes.currentApplication())) as { id: string };
  const n = await registerCommands({
    token: config.DISCORD_TOKEN,
    applicationId: app.id,
    commands,
    guildId: config.DEV_GUILD_ID,
    apiBase: config.DISCORD_API_BASE,
  });
  console.log(`Registered ${n} commands ${config.DEV_GUILD_ID ? `in guild ${config.DEV_GUILD_ID}` : 'globally'}.`);
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
}
