// Discord's size limits, and helpers that make a message fit them by
// construction. It lives here, not in src/discord, because the digest is built
// in src/matches, which may not import from the layer above it.

/** What Discord refuses with 400 / 50035 when exceeded. */
export const LIMITS = {
  content: 2000,
  embed: {
    title: 256,
    description: 4096,
    fieldName: 256,
    fieldValue: 1024,
    footer: 2048,
    authorName: 256,
    fields: 25,
    /** Title, description, field names and values, footer and author name together. */
    total: 6000,
  },
  select: {
    options: 25,
    optionLabel: 100,
    optionValue: 100,
    optionDescription: 100,
    placeholder: 150,
  },
  actionRows: 5,
  buttonsPerRow: 5,
  customId: 100,
  buttonLabel: 80,
  autocomplete: { choices: 25, name: 100, value: 100 },
} as const;

export const more = (n: number): string => `…and ${n} more`;

/**
 * As many whole lines as fit in `budget` characters (joined by newlines), and
 * when some are left off a last line saying how many (`moreLine(n)`). A line
 * is never cut in half; if not even the first fits, only the count is given.
 */
export function fitLines(lines: readonly string[], budget: number, moreLine: (n: number) => string = more): string {
  const all = lines.join('\n');
  if (all.length <= budget) return all;
  let kept = 0;
  let used = 0;
  for (const line of lines) {
    const cost = (kept ? 1 : 0) + line.length;
    if (used + cost > budget) break;
    used += cost;
    kept++;
  }
  while (kept > 0) {
    const tail = moreLine(lines.length - kept);
    if (used + 1 + tail.length <= budget) return [...lines.slice(0, kept), tail].join('\n');
    used -= lines[kept - 1].length + (kept > 1 ? 1 : 0);
    kept--;
  }
  return moreLine(lines.length).slice(0, budget);
}

/** A single piece of text (a name, a title) shortened with an ellipsis to fit `max`. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, Math.max(0, max - 1));
  // Never leave half of a surrogate pair (an emoji, a card suit outside the BMP).
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * Lines in pages of one message each, never a line split between pages: the
 * heading on top (with "page i of n" when there are several), the command
 * that shows the next page at the foot (`nextPage(2)` → "/games page:2").
 */
export function linePages(head: string, lines: readonly string[], nextPage: (page: number) => string): string[] {
  // Room kept for the heading's page count and the footer pointing to the next page.
  const budget = LIMITS.content - head.length - 80;
  const pages: string[][] = [[]];
  let used = 0;
  for (const full of lines) {
    const line = clip(full, budget);
    if (used + line.length + 1 > budget && pages[pages.length - 1].length) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1].push(line);
    used += line.length + 1;
  }
  return pages.map((page, i) => {
    const of = pages.length > 1 ? `, page ${i + 1} of ${pages.length}` : '';
    const next = i + 1 < pages.length ? `\nMore: \`${nextPage(i + 2)}\`` : '';
    return `${head}${of}:\n${page.join('\n')}${next}`;
  });
}
