import { stringArgument } from '../lib/stats';

/** One planned outage of the chaos run: a service cut for `ms`. */
export interface Outage {
  service: 'Redis' | 'PostgreSQL';
  ms: number;
}

const SERVICES = { redis: 'Redis', postgres: 'PostgreSQL' } as const;

/** Parses `redis:3,postgres:12` (seconds) into outages; `none` is none. Throws on anything else. */
export function parseOutages(text: string): Outage[] {
  if (text === 'none') return [];
  return text.split(',').map((entry) => {
    const [name, seconds] = entry.trim().split(':');
    const service = SERVICES[name as keyof typeof SERVICES];
    const ms = Number(seconds) * 1000;
    if (!service || !(ms > 0))
      throw new Error(`an outage is redis:<seconds> or postgres:<seconds> (got "${entry}")`);
    return { service, ms };
  });
}

/** `--outages` from the command line, else `fallback`. */
export function outagesArgument(fallback: string): Outage[] {
  return parseOutages(stringArgument('outages') ?? fallback);
}
