/** Snowflake ids and tokens for the stand-in (Discord epoch 2015-01-01). */
import { randomBytes } from 'node:crypto';

const DISCORD_EPOCH = 1420070400000n;
let increment = 0n;

/** A numeric Discord snowflake (18–19 digits today), unique within this process. */
export function snowflake(at: number = Date.now()): string {
  increment = (increment + 1n) & 0xfffn;
  const worker = BigInt(process.pid & 0x1f);
  return (((BigInt(at) - DISCORD_EPOCH) << 22n) | (1n << 17n) | (worker << 12n) | increment).toString();
}

/** The creation time (ms since epoch) encoded in a snowflake. */
export function snowflakeTime(id: string): number {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

/** An opaque token string (interaction tokens, session ids, ...). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function randomHex(bytes = 16): string {
  return randomBytes(bytes).toString('hex');
}
