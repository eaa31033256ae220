// Who acts, as their interaction names them. The match stores the display
// name it carries and draws players by it (board posts, replays, DMs), so no
// post has to ask Discord for a user it has not cached.
import type { Interaction, User } from 'discord.js';
import type { UserRef } from '../matches/types.js';

/** A member as discord.js or the raw interaction gives it: a cached member has displayName, a raw one its nick. */
type MemberLike = { displayName: string } | { nick?: string | null } | null | undefined;

/** The name shown for a user where they are: their server nickname, else their global display name, else their username. */
export function displayNameOf(user: User, member?: MemberLike): string {
  if (member && 'displayName' in member && member.displayName) return member.displayName;
  if (member && 'nick' in member && member.nick) return member.nick;
  return user.displayName;
}

/** The interaction's user, with the name to store for them. */
export function actor(interaction: Interaction): UserRef {
  return { id: interaction.user.id, bot: interaction.user.bot, name: displayNameOf(interaction.user, interaction.member as MemberLike) };
}
