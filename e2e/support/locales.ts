import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

type TTree = { [key: string]: string | TTree };

function load(lang: 'es' | 'en'): TTree {
  return JSON.parse(readFileSync(path.join(REPO_ROOT, `apps/web/src/locales/${lang}.json`), 'utf8')) as TTree;
}

const trees = { es: load('es'), en: load('en') };

/** The text a key has in the web app's locale file, so journeys assert what a person reads. */
export function text(lang: 'es' | 'en', key: string): string {
  let node: string | TTree | undefined = trees[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${lang}.${key}`);
  return node;
}

function flatten(node: TTree, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else flatten(value, name, out);
  }
  return out;
}

/** Every text of a language by its dotted key. */
export function allTexts(lang: 'es' | 'en'): Map<string, string> {
  return flatten(trees[lang], '', new Map());
}
