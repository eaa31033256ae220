/** A few of Discord's body checks, so a bot bug shows up as the 400 Discord would send. */
import { Errors, type FormIssue } from './errors.js';
import { MessageFlag, type Json, type JsonObject } from './types.js';
import type { UploadedFile } from './world.js';

export function validateMessageBody(body: JsonObject, files: UploadedFile[], opts: { isEdit: boolean; existingHasContent?: boolean }): void {
  const issues: FormIssue[] = [];
  const content = body.content;
  if (typeof content === 'string' && content.length > 2000) {
    issues.push({ path: ['content'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' });
  }
  const embeds: Json[] = Array.isArray(body.embeds) ? body.embeds : [];
  if (embeds.length > 10) issues.push({ path: ['embeds'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 10 or fewer in length.' });
  let total = 0;
  embeds.forEach((e: JsonObject, i: number) => {
    const check = (key: string, max: number, v: Json): void => {
      if (typeof v === 'string') {
        total += v.length;
        if (v.length > max) issues.push({ path: ['embeds', i, key], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` });
      }
    };
    check('title', 256, e?.title);
    check('description', 4096, e?.description);
    const nested = (key: 'footer' | 'author', sub: string, max: number): void => {
      const v = e?.[key]?.[sub];
      if (typeof v !== 'string') return;
      total += v.length;
      if (v.length > max) issues.push({ path: ['embeds', i, key, sub], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` });
    };
    nested('footer', 'text', 2048);
    nested('author', 'name', 256);
    if (Array.isArray(e?.fields)) {
      if (e.fields.length > 25) issues.push({ path: ['embeds', i, 'fields'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
      e.fields.forEach((f: JsonObject, j: number) => {
        if (typeof f?.name !== 'string' || f.name.length === 0 || typeof f?.value !== 'string' || f.value.length === 0) {
          issues.push({ path: ['embeds', i, 'fields', j], code: 'BASE_TYPE_REQUIRED', message: 'Embed fields need a non-empty name and value.' });
        }
        if (typeof f?.name === 'string' && f.name.length > 256) issues.push({ path: ['embeds', i, 'fields', j, 'name'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 256 or fewer in length.' });
        if (typeof f?.value === 'string' && f.value.length > 1024) issues.push({ path: ['embeds', i, 'fields', j, 'value'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 1024 or fewer in length.' });
        total += String(f?.name ?? '').length + String(f?.value ?? '').length;
      });
    }
  });
  if (total > 6000) issues.push({ path: ['embeds'], code: 'MAX_EMBED_SIZE_EXCEEDED', message: 'Embed size exceeds maximum size of 6000' });
  validateComponents(body.components, Number(body.flags ?? 0), issues);
  if (issues.length) throw Errors.invalidForm(issues);
  if (!opts.isEdit) {
    const hasContent = typeof content === 'string' && content.trim().length > 0;
    const hasComponents = Array.isArray(body.components) && body.components.length > 0;
    const hasPoll = body.poll != null;
    const hasSticker = Array.isArray(body.sticker_ids) && body.sticker_ids.length > 0;
    if (!hasContent && embeds.length === 0 && files.length === 0 && !hasComponents && !hasPoll && !hasSticker) throw Errors.emptyMessage();
  }
}

function validateComponents(components: Json, flags: number, issues: FormIssue[]): void {
  if (components == null) return;
  if (!Array.isArray(components)) {
    issues.push({ path: ['components'], code: 'BASE_TYPE_BAD_TYPE', message: 'Must be an array.' });
    return;
  }
  const v2 = (flags & MessageFlag.IsComponentsV2) !== 0;
  if (!v2 && components.length > 5) issues.push({ path: ['components'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 5 or fewer in length.' });
  const seen = new Map<string, string>();
  const visit = (list: Json[], path: (string | number)[]): void => {
    list.forEach((c: JsonObject, i: number) => {
      const p = [...path, i];
      if (!c || typeof c !== 'object' || typeof c.type !== 'number') {
        issues.push({ path: p, code: 'BASE_TYPE_REQUIRED', message: 'Component needs a type.' });
        return;
      }
      if (!v2 && path.length === 1 && c.type !== 1) {
        issues.push({ path: [...p, 'type'], code: 'UNION_TYPE_CHOICES', message: 'Top-level components must be action rows (or set the IS_COMPONENTS_V2 flag).' });
      }
      if (c.type === 1 && Array.isArray(c.components)) {
        const buttons = c.components.filter((x: JsonObject) => x?.type === 2).length;
        const selects = c.components.filter((x: JsonObject) => [3, 5, 6, 7, 8].includes(x?.type)).length;
        if (buttons > 5) issues.push({ path: [...p, 'components'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 5 or fewer in length.' });
        if (selects > 0 && c.components.length > 1) issues.push({ path: [...p, 'components'], code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', message: 'The specified component exceeds the maximum width' });
      }
      if (typeof c.custom_id === 'string') {
        if (c.custom_id.length === 0 || c.custom_id.length > 100) issues.push({ path: [...p, 'custom_id'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
        if (seen.has(c.custom_id)) issues.push({ path: [...p, 'custom_id'], code: 'COMPONENT_CUSTOM_ID_DUPLICATED', message: 'Component custom id cannot be duplicated' });
        seen.set(c.custom_id, p.join('.'));
      }
      if (c.type === 2) {
        const isLink = c.style === 5;
        if (isLink && !c.url) issues.push({ path: [...p, 'url'], code: 'BASE_TYPE_REQUIRED', message: 'Link buttons need a url.' });
        if (!isLink && c.style !== 6 && typeof c.custom_id !== 'string') issues.push({ path: [...p, 'custom_id'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
        if (typeof c.label === 'string' && c.label.length > 80) issues.push({ path: [...p, 'label'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 80 or fewer in length.' });
      }
      if ([3, 5, 6, 7, 8].includes(c.type)) checkSelect(c, p, issues);
      if (Array.isArray(c.components)) visit(c.components, [...p, 'components']);
      if (c.accessory) visit([c.accessory], [...p, 'accessory']);
    });
  };
  visit(components, ['components']);
}

const tooLong = (path: (string | number)[], min: number, max: number): FormIssue => ({
  path,
  code: 'BASE_TYPE_BAD_LENGTH',
  message: `Must be between ${min} and ${max} in length.`,
});

/** Select menus: options (string selects), their texts, placeholder, and the min/max values chosen. */
function checkSelect(c: JsonObject, p: (string | number)[], issues: FormIssue[]): void {
  const options: Json[] | null = Array.isArray(c.options) ? c.options : null;
  if (c.type === 3) {
    if (!options || options.length === 0 || options.length > 25) issues.push(tooLong([...p, 'options'], 1, 25));
    (options ?? []).forEach((o: JsonObject, j: number) => {
      const at = [...p, 'options', j];
      if (typeof o?.label !== 'string' || o.label.length < 1 || o.label.length > 100) issues.push(tooLong([...at, 'label'], 1, 100));
      if (typeof o?.value !== 'string' || o.value.length < 1 || o.value.length > 100) issues.push(tooLong([...at, 'value'], 1, 100));
      if (typeof o?.description === 'string' && o.description.length > 100) issues.push({ path: [...at, 'description'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' });
    });
  }
  if (typeof c.placeholder === 'string' && c.placeholder.length > 150) issues.push({ path: [...p, 'placeholder'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 150 or fewer in length.' });
  const min = c.min_values ?? 1;
  const max = c.max_values ?? 1;
  if (typeof min !== 'number' || min < 0 || min > 25) issues.push({ path: [...p, 'min_values'], code: 'NUMBER_TYPE_MAX', message: 'Must be between 0 and 25.' });
  if (typeof max !== 'number' || max < 1 || max > 25) issues.push({ path: [...p, 'max_values'], code: 'NUMBER_TYPE_MAX', message: 'Must be between 1 and 25.' });
  else if (typeof min === 'number' && min > max) issues.push({ path: [...p, 'min_values'], code: 'SELECT_COMPONENT_MIN_VALUES_TOO_LARGE', message: 'min_values must not exceed max_values.' });
  else if (options?.length && max > options.length) issues.push({ path: [...p, 'max_values'], code: 'SELECT_COMPONENT_MAX_VALUES_TOO_LARGE', message: `Must be less than or equal to the number of options (${options.length}).` });
}

/** An autocomplete result: at most 25 choices, each with a 1–100 character name and a value (a string of at most 100). */
export function validateAutocompleteChoices(data: JsonObject): Json[] {
  const issues: FormIssue[] = [];
  const choices: Json[] | null = Array.isArray(data.choices) ? data.choices : null;
  if (!choices || choices.length > 25) issues.push({ path: ['data', 'choices'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
  (choices ?? []).forEach((c: JsonObject, i: number) => {
    const at = ['data', 'choices', i];
    if (typeof c?.name !== 'string' || c.name.length < 1 || c.name.length > 100) issues.push(tooLong([...at, 'name'], 1, 100));
    if (typeof c?.value === 'string' ? c.value.length > 100 : typeof c?.value !== 'number') issues.push(tooLong([...at, 'value'], 1, 100));
  });
  if (issues.length) throw Errors.invalidForm(issues);
  return choices!;
}

const NAME_RE = /^[-_\p{L}\p{N}\p{M}]{1,32}$/u;

/** Discord's checks on application command definitions (the ones bots get wrong). */
export function normalizeCommand(raw: JsonObject, index: number | null, issues: FormIssue[]): void {
  const at = (...p: (string | number)[]): (string | number)[] => (index === null ? p : [index, ...p]);
  const type = raw.type ?? 1;
  if (typeof raw.name !== 'string' || !NAME_RE.test(raw.name) || (type === 1 && raw.name !== raw.name.toLowerCase())) {
    issues.push({ path: at('name'), code: 'APPLICATION_COMMAND_INVALID_NAME', message: `Command name is invalid: ${JSON.stringify(raw.name)}` });
  }
  if (type === 1 && (typeof raw.description !== 'string' || raw.description.length < 1 || raw.description.length > 100)) {
    issues.push({ path: at('description'), code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
  }
  checkOptions(raw.options, at('options'), issues, 0);
}

function checkOptions(options: Json, path: (string | number)[], issues: FormIssue[], depth: number): void {
  if (options == null) return;
  if (!Array.isArray(options)) {
    issues.push({ path, code: 'BASE_TYPE_BAD_TYPE', message: 'Must be an array.' });
    return;
  }
  if (options.length > 25) issues.push({ path, code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
  let sawOptional = false;
  const names = new Set<string>();
  options.forEach((o: JsonObject, i: number) => {
    const p = [...path, i];
    if (typeof o?.name !== 'string' || !NAME_RE.test(o.name) || o.name !== o.name.toLowerCase()) {
      issues.push({ path: [...p, 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME', message: `Option name is invalid: ${JSON.stringify(o?.name)}` });
    }
    if (names.has(o?.name)) issues.push({ path: [...p, 'name'], code: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS', message: 'Option names must be unique' });
    names.add(o?.name);
    if (typeof o?.description !== 'string' || o.description.length < 1 || o.description.length > 100) {
      issues.push({ path: [...p, 'description'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
    }
    const isSub = o?.type === 1 || o?.type === 2;
    if (!isSub) {
      if (o?.required) {
        if (sawOptional) issues.push({ path: [...p, 'required'], code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', message: 'Required options must be placed before non-required options' });
      } else sawOptional = true;
    }
    if (o?.autocomplete && Array.isArray(o?.choices) && o.choices.length) {
      issues.push({ path: [...p, 'autocomplete'], code: 'APPLICATION_COMMAND_AUTOCOMPLETE_INVALID', message: 'Autocomplete cannot be set with choices' });
    }
    if (Array.isArray(o?.choices) && o.choices.length > 25) issues.push({ path: [...p, 'choices'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
    if (isSub) {
      if (o.type === 2 && depth > 0) issues.push({ path: [...p, 'type'], code: 'APPLICATION_COMMAND_OPTION_TYPE_INVALID', message: 'Subcommand groups cannot be nested' });
      checkOptions(o.options, [...p, 'options'], issues, depth + 1);
    }
  });
}
