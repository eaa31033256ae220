// The stand-in refuses, with Discord's 400 / 50035 and the path of what is wrong,
// every oversized field the bot could send, on every route a message goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ApiError } from './errors.js';
import { startStandIn, type StandIn } from './index.js';
import type { JsonObject } from './types.js';
import { validateAutocompleteChoices, validateMessageBody } from './validate.js';

/** The form-error paths of a refused body, e.g. 'embeds.0.footer.text'; [] when accepted. */
function refusedAt(body: JsonObject): string[] {
  try {
    validateMessageBody(body, [], { isEdit: false });
    return [];
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    expect(e.code).toBe(50035);
    const paths: string[] = [];
    const walk = (node: JsonObject, at: string[]): void => {
      if (node._errors) paths.push(at.join('.'));
      for (const [k, v] of Object.entries(node)) if (k !== '_errors') walk(v as JsonObject, [...at, k]);
    };
    walk(e.errors ?? {}, []);
    return paths;
  }
}

const s = (n: number) => 'x'.repeat(n);
const row = (...components: JsonObject[]) => ({ type: 1, components });
const select = (extra: JsonObject) => ({ type: 3, custom_id: 'pick', options: [{ label: 'a', value: 'a' }], ...extra });

describe('message body checks', () => {
  it('content and embed texts at the limit pass, one over is refused', () => {
    expect(refusedAt({ content: s(2000) })).toEqual([]);
    expect(refusedAt({ content: s(2001) })).toEqual(['content']);
    const embed = { title: s(256), description: s(4096), footer: { text: s(1000) }, author: { name: s(256) } };
    expect(refusedAt({ embeds: [embed] })).toEqual([]);
    expect(refusedAt({ embeds: [{ footer: { text: s(2049) } }] })).toEqual(['embeds.0.footer.text']);
    expect(refusedAt({ embeds: [{ author: { name: s(257) } }] })).toEqual(['embeds.0.author.name']);
    expect(refusedAt({ embeds: [{ fields: [{ name: s(257), value: 'v' }] }] })).toEqual(['embeds.0.fields.0.name']);
    expect(refusedAt({ embeds: [{ fields: [{ name: 'n', value: s(1025) }] }] })).toEqual(['embeds.0.fields.0.value']);
    expect(refusedAt({ embeds: [{ fields: Array.from({ length: 26 }, () => ({ name: 'n', value: 'v' })) }] })).toEqual(['embeds.0.fields']);
  });

  it('the 6,000-character embed total counts the footer and the author', () => {
    expect(refusedAt({ embeds: [{ description: s(4096), footer: { text: s(1904) } }] })).toEqual([]);
    expect(refusedAt({ embeds: [{ description: s(4096), footer: { text: s(1700) }, author: { name: s(205) } }] })).toEqual(['embeds']);
  });

  it('select menus: 1–25 options, label/value/description up to 100, placeholder up to 150, sane min/max values', () => {
    expect(refusedAt({ components: [row(select({ placeholder: s(150), options: Array.from({ length: 25 }, (_, i) => ({ label: s(100), value: `${i}`, description: s(100) })) }))] })).toEqual([]);
    expect(refusedAt({ components: [row(select({ options: [] }))] })).toEqual(['components.0.components.0.options']);
    expect(refusedAt({ components: [row(select({ options: Array.from({ length: 26 }, (_, i) => ({ label: 'l', value: `${i}` })) }))] })).toEqual(['components.0.components.0.options']);
    expect(refusedAt({ components: [row(select({ options: [{ label: s(101), value: 'a' }] }))] })).toEqual(['components.0.components.0.options.0.label']);
    expect(refusedAt({ components: [row(select({ options: [{ label: 'a', value: s(101) }] }))] })).toEqual(['components.0.components.0.options.0.value']);
    expect(refusedAt({ components: [row(select({ options: [{ label: 'a', value: 'a', description: s(101) }] }))] })).toEqual(['components.0.components.0.options.0.description']);
    expect(refusedAt({ components: [row(select({ placeholder: s(151) }))] })).toEqual(['components.0.components.0.placeholder']);
    expect(refusedAt({ components: [row(select({ max_values: 2 }))] })).toEqual(['components.0.components.0.max_values']);
    expect(refusedAt({ components: [row(select({ max_values: 26 }))] })).toEqual(['components.0.components.0.max_values']);
    expect(refusedAt({ components: [row(select({ min_values: 2, max_values: 1 }))] })).toEqual(['components.0.components.0.min_values']);
    expect(refusedAt({ components: [row({ type: 5, custom_id: 'who', min_values: 0, max_values: 25 })] })).toEqual([]);
  });

  it('buttons: label up to 80, custom_id up to 100, 5 per row, 5 rows', () => {
    const button = (i: number, extra: JsonObject = {}) => ({ type: 2, style: 1, custom_id: `b${i}`, label: 'ok', ...extra });
    expect(refusedAt({ components: [row(button(0, { label: s(80), custom_id: s(100) }))] })).toEqual([]);
    expect(refusedAt({ components: [row(button(0, { label: s(81) }))] })).toEqual(['components.0.components.0.label']);
    expect(refusedAt({ components: [row(button(0, { custom_id: s(101) }))] })).toEqual(['components.0.components.0.custom_id']);
    expect(refusedAt({ components: [row(...[0, 1, 2, 3, 4, 5].map((i) => button(i)))] })).toEqual(['components.0.components']);
    expect(refusedAt({ components: [0, 1, 2, 3, 4, 5].map((i) => row(button(i))) })).toEqual(['components']);
  });

  it('autocomplete: at most 25 choices, name 1–100, a string value up to 100', () => {
    const choice = (name: string, value: string | number = 'v') => ({ name, value });
    expect(validateAutocompleteChoices({ choices: [choice(s(100), s(100)), choice('n', 7)] })).toHaveLength(2);
    const code = (data: JsonObject) => {
      try {
        validateAutocompleteChoices(data);
        return null;
      } catch (e) {
        return (e as ApiError).code;
      }
    };
    expect(code({ choices: Array.from({ length: 26 }, (_, i) => choice(`${i}`)) })).toBe(50035);
    expect(code({ choices: [choice(s(101))] })).toBe(50035);
    expect(code({ choices: [choice('n', s(101))] })).toBe(50035);
    expect(code({ choices: [choice('')] })).toBe(50035);
  });
});

describe('every route a message takes is checked the same way', () => {
  let discord: StandIn;
  let ws: WebSocket;
  beforeAll(async () => {
    discord = await startStandIn();
    // A bare gateway session, so the stand-in will dispatch interactions.
    ws = new WebSocket(discord.gatewayUrl);
    const ready = new Promise<void>((resolve) =>
      ws.on('message', (raw) => {
        const p = JSON.parse(raw.toString()) as { op: number; t?: string };
        if (p.op === 10) ws.send(JSON.stringify({ op: 2, d: { token: discord.botToken, intents: 1, properties: {} } }));
        if (p.t === 'READY') resolve();
      }),
    );
    await ready;
  });
  afterAll(async () => {
    ws?.close(1000);
    await discord?.stop();
  });

  it('callbacks, follow-ups, @original edits, channel posts and autocomplete all answer 50035', async () => {
    const guild = discord.world.createGuild('Limits');
    const ch = discord.world.createTextChannel(guild, 'limits');
    const eve = discord.world.createUser('eve', { memberOf: [guild] });
    const api = `${discord.apiBase}/v10`;
    const app = discord.world.applicationId;
    const auth = { Authorization: `Bot ${discord.botToken}`, 'Content-Type': 'application/json' };
    const send = async (method: string, path: string, body: JsonObject): Promise<number | null> => {
      const r = await fetch(`${api}${path}`, { method, headers: auth, body: JSON.stringify(body) });
      return r.ok ? null : ((await r.json()) as { code: number }).code;
    };
    await send('PUT', `/applications/${app}/guilds/${guild.id}/commands`, [{ name: 'x', description: 'x', options: [{ type: 3, name: 'q', description: 'q', autocomplete: true }] }] as never);
    const tooLong = { content: s(2001) };
    const badEmbed = { embeds: [{ footer: { text: s(2049) } }] };

    expect(await send('POST', `/channels/${ch.id}/messages`, badEmbed)).toBe(50035);

    const h = await discord.as(eve).slash(ch, 'x');
    expect(await send('POST', `/interactions/${h.id}/${h.token}/callback`, { type: 4, data: tooLong })).toBe(50035);
    expect(await send('POST', `/interactions/${h.id}/${h.token}/callback`, { type: 4, data: { content: 'ok' } })).toBeNull();
    expect(await send('PATCH', `/webhooks/${app}/${h.token}/messages/@original`, tooLong)).toBe(50035);
    expect(await send('POST', `/webhooks/${app}/${h.token}`, badEmbed)).toBe(50035);
    expect(await send('POST', `/webhooks/${app}/${h.token}`, { content: 'follow-up', components: [row(select({ options: [{ label: s(101), value: 'a' }] }))] })).toBe(50035);

    const a = await discord.as(eve).autocompleteHandle(ch, 'x', { q: 'a' }, 'q');
    expect(await send('POST', `/interactions/${a.id}/${a.token}/callback`, { type: 8, data: { choices: [{ name: 'n', value: s(101) }] } })).toBe(50035);
  });
});
