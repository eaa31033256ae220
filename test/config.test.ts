import { describe, it, expect } from 'vitest';
import { loadConfig, ConfigError } from '../src/config.js';

const token = 'x'.repeat(24) + '.' + 'y'.repeat(6) + '.' + 'z'.repeat(38);

describe('settings', () => {
  it('accepts a minimal environment and fills the defaults', () => {
    const c = loadConfig({ DISCORD_TOKEN: token });
    expect(c).toMatchObject({ DISCORD_TOKEN: token, DATA_DIR: './data', LOG_LEVEL: 'info', REGISTER_COMMANDS: 'true' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{}, /DISCORD_TOKEN is required/],
    [{ DISCORD_TOKEN: 'short' }, /DISCORD_TOKEN looks too short/],
    [{ DISCORD_TOKEN: token, DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgresql/],
    [{ DISCORD_TOKEN: token, DEV_GUILD_ID: 'my-server' }, /DEV_GUILD_ID must be a Discord id/],
    [{ DISCORD_TOKEN: token, LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DISCORD_TOKEN: token, DISCORD_API_BASE: 'not a url' }, /DISCORD_API_BASE must be a URL/],
  ])('stops with one clear line for %o', (env, message) => {
    let err: unknown;
    try {
      loadConfig(env as NodeJS.ProcessEnv);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(message);
    expect((err as Error).message).not.toContain('\n');
    expect((err as Error).message).toMatch(/\.env/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DISCORD_TOKEN: token, DATABASE_URL: '', DEV_GUILD_ID: '  ' }).DATABASE_URL).toBeUndefined();
  });
});
