import type { TOptions } from 'i18next';
import type { DashboardMessages } from './locales/en';

/** Every leaf of a catalogue as a dotted path: 'nav.security', 'services.count_one', … */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** 'services.count' for 'services.count_one' / 'services.count_other' (i18next picks the form from `count`). */
type PluralBase<K> = K extends `${infer B}_${PluralSuffix}` ? B : never;

/** A key of the dashboard catalogues: t() with anything else fails the type check. */
export type DashboardKey = Leaves<DashboardMessages> | PluralBase<Leaves<DashboardMessages>>;

/** The dashboard's `t`: only catalogue keys, always a string. */
export type DashboardT = (key: DashboardKey, options?: TOptions) => string;
