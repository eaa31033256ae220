// The options /stats and /history share: whose record (you, when left out),
// and optionally one game.
import { SlashCommandBuilder, type ChatInputCommandInteraction, type RESTPostAPIChatInputApplicationCommandsJSONBody, type User } from 'discord.js';
import { playableGames } from '../games/index.js';

export function playerQueryCommand(name: string, description: string): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return new SlashCommandBuilder()
    .setName(name)
    .setDescription(description)
    .addUserOption((o) => o.setName('user').setDescription('Whose (you, when left out)'))
    .addStringOption((o) => o.setName('game').setDescription('Only this game').addChoices(...playableGames().map((e) => ({ name: e.name, value: e.id }))))
    .toJSON();
}

export function playerQuery(interaction: ChatInputCommandInteraction): { user: User; game: string | undefined } {
  return { user: interaction.options.getUser('user') ?? interaction.user, game: interaction.options.getString('game') ?? undefined };
}
