/** Place names for generated maps: two or three syllables from a seeded pick, never repeated on a map. */
import { randInt, type RngState } from '../../shared/engine';

const STARTS = [
  'Al',
  'Ar',
  'Ash',
  'Bel',
  'Bran',
  'Cal',
  'Cor',
  'Dal',
  'Dor',
  'El',
  'Er',
  'Fal',
  'Fen',
  'Gal',
  'Gar',
  'Hal',
  'Har',
  'Ir',
  'Kal',
  'Kar',
  'Kel',
  'Lor',
  'Mar',
  'Mel',
  'Mir',
  'Nor',
  'Or',
  'Pel',
  'Quen',
  'Ral',
  'Ros',
  'Sal',
  'Sel',
  'Tal',
  'Tor',
  'Ul',
  'Val',
  'Ver',
  'Wil',
  'Yr',
  'Zan',
];
const MIDDLES = ['a', 'e', 'i', 'o', 'an', 'en', 'in', 'ar', 'or', 'el', 'is', 'um'];
const ENDINGS = [
  'mere',
  'holt',
  'dor',
  'wick',
  'fell',
  'vale',
  'moor',
  'ford',
  'gard',
  'heim',
  'mark',
  'ton',
  'stead',
  'ia',
  'os',
  'ar',
  'eth',
  'und',
  'wyn',
  'rith',
  'by',
  'lan',
  'ros',
  'thal',
];
const REGION_FORMS = [
  (n: string) => `${n} Reach`,
  (n: string) => `${n} Coast`,
  (n: string) => `The ${n} March`,
  (n: string) => `${n} Highlands`,
  (n: string) => `${n} Basin`,
  (n: string) => `Greater ${n}`,
  (n: string) => `${n} Plains`,
  (n: string) => `${n} Wilds`,
];
const ISLAND_FORMS = [(n: string) => `${n} Isles`, (n: string) => `Isle of ${n}`];

export class NameBook {
  private used = new Set<string>();
  constructor(private rng: RngState) {}

  private pick<T>(items: readonly T[]): T {
    return items[randInt(this.rng, items.length)] as T;
  }

  private word(): string {
    const middle = randInt(this.rng, 3) === 0 ? this.pick(MIDDLES) : '';
    return `${this.pick(STARTS)}${middle}${this.pick(ENDINGS)}`;
  }

  private fresh(make: () => string): string {
    for (let attempt = 0; attempt < 200; attempt++) {
      const name = make();
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
    // Hundreds of names on one map can exhaust the combinations: number the last resort.
    const name = `${make()} ${this.used.size + 1}`;
    this.used.add(name);
    return name;
  }

  territory(): string {
    return this.fresh(() => this.word());
  }

  region(island: boolean): string {
    return this.fresh(() => this.pick(island ? ISLAND_FORMS : REGION_FORMS)(this.word()));
  }
}

/** A file key from a name ("North Valmere" -> "north_valmere"). */
export function keyOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
