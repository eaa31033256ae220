import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Errors are logged without the data they may carry: a Prisma validation
 * error prints the whole query, game state included (hands, face-down cards),
 * so long messages keep only their first line and their last two (the reason).
 */
export function redactError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err).slice(0, 300) };
  const lines = err.message.split('\n').filter((l) => l.trim() !== '');
  const message = err.message.length <= 500 ? err.message : [lines[0], '…', ...lines.slice(-2)].join('\n').slice(0, 800);
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message,
    ...(code !== undefined ? { code } : {}),
    stack: err.stack?.split('\n').filter((l) => l.trimStart().startsWith('at ')).slice(0, 8).join('\n'),
  };
}

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', destination?: pino.DestinationStream): Logger {
  return pino({ level, base: undefined, serializers: { err: redactError } }, destination);
}
