import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Structured JSON logs; each service names itself so one stream can hold the whole stack. */
export function createLogger(options: {
  level: string;
  service: string;
  /** Where lines go. Default stdout. */
  destination?: DestinationStream;
}): Logger {
  const settings = {
    level: options.level,
    base: { service: options.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers["x-gateway-identity"]'],
      censor: '[redacted]',
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
