// SHARDS and SHARD_LIST, as `npm run start:sharded` reads them: a machine runs
// the shards its list names, and a list that does not fit the count stops the
// manager with one line before any shard starts.
import { describe, it, expect } from 'vitest';
import { loadShardPlan, ConfigError } from '../src/config.js';

describe('the shard plan', () => {
  it('runs every shard on this machine when SHARD_LIST is absent', () => {
    expect(loadShardPlan({})).toEqual({ totalShards: 'auto', shardList: 'auto' });
    expect(loadShardPlan({ SHARDS: '4' })).toEqual({ totalShards: 4, shardList: 'auto' });
  });

  it('takes this machine’s part of a fixed count', () => {
    expect(loadShardPlan({ SHARDS: '4', SHARD_LIST: '0,1' })).toEqual({ totalShards: 4, shardList: [0, 1] });
    expect(loadShardPlan({ SHARDS: '4', SHARD_LIST: ' 3 , 2 ' })).toEqual({ totalShards: 4, shardList: [3, 2] });
    expect(loadShardPlan({ SHARDS: '1', SHARD_LIST: '0' })).toEqual({ totalShards: 1, shardList: [0] });
  });

  it.each([
    [{ SHARDS: '4', SHARD_LIST: '2,4' }, /SHARD_LIST names shard 4, but with SHARDS=4 the shards are 0 to 3/],
    [{ SHARDS: '4', SHARD_LIST: '1,1' }, /SHARD_LIST names shard 1 twice/],
    [{ SHARDS: '4', SHARD_LIST: '' }, /SHARD_LIST is empty/],
    [{ SHARDS: '4', SHARD_LIST: ' , ' }, /SHARD_LIST is empty/],
    [{ SHARDS: '4', SHARD_LIST: '0,,1' }, /SHARD_LIST must be shard numbers separated by commas/],
    [{ SHARDS: '4', SHARD_LIST: '0-1' }, /SHARD_LIST must be shard numbers separated by commas/],
    [{ SHARDS: '4', SHARD_LIST: '-1' }, /SHARD_LIST must be shard numbers separated by commas/],
    [{ SHARD_LIST: '0,1' }, /SHARD_LIST needs SHARDS set to the total number of shards/],
    [{ SHARDS: 'auto', SHARD_LIST: '0' }, /SHARD_LIST needs SHARDS set/],
    [{ SHARDS: '0' }, /SHARDS must be at least 1/],
    [{ SHARDS: 'four' }, /SHARDS must be the total number of shards/],
  ])('refuses %o with one clear line', (env, message) => {
    let err: unknown;
    try {
      loadShardPlan(env);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(message);
    expect((err as Error).message).not.toContain('\n');
    expect((err as Error).message).toMatch(/README, "Several machines"/);
  });
});
