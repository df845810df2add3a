// The fonts of the licence certificate (docs/product.md §11.2) and which one draws each character. Labels are English,
// but values (product titles, company names, territory) come in any script of the public locales (docs/product.md §4):
// Noto Sans draws Latin, Greek, Cyrillic and Devanagari; Noto Sans KR, JP and SC draw Hangul, kana and Han; Noto Sans
// Arabic and Thai their scripts. One Noto family keeps the page even across scripts; the files are full TrueType
// fonts, which pdfkit subsets, so a certificate carries only the glyphs it draws.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

const FONT_FILES = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  japanese: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  chinese: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  thai: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
} as const;

export type FontKey = keyof typeof FONT_FILES;
export type CertificateFonts = Readonly<Record<FontKey, fontkit.Font>>;

let loading: Promise<CertificateFonts> | undefined;

/**
 * Reads and parses the fonts once per process (about 24 MB of font files, about half a second). Call it at start-up
 * to spare the first certificate that wait; later certificates reuse the parsed fonts and what they shaped.
 */
export function loadCertificateFonts(): Promise<CertificateFonts> {
  loading ??= readFonts().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readFonts(): Promise<CertificateFonts> {
  const entries = await Promise.all(
    Object.entries(FONT_FILES).map(async ([key, file]) => {
      const font = fontkit.create(await readFile(require.resolve(file)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
      // fontkit parses a table when first used: shaping a sample now spares the first certificate that wait.
      font.layout('Aa 가あ中بก');
      return [key, withShapingCache(font)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<FontKey, fontkit.Font>;
}

const SHAPED_RUNS_PER_FONT = 5_000;

/**
 * Shaping a string costs fontkit about half a millisecond however short it is (it plans the font's OpenType lookups
 * each time), and pdfkit shapes each piece of text three times to draw it, while every certificate has the same
 * labels: the font remembers its runs, within a bound, for the process. pdfkit scales the positions of a run in
 * place (EmbeddedFont.layoutRun), so each caller gets its own copy of them; glyphs are only read.
 */
function withShapingCache(font: fontkit.Font): fontkit.Font {
  const runs = new Map<string, fontkit.GlyphRun>();
  const layout = (text: string, features?: string[]) => {
    const key = `${features?.join(',') ?? '-'}\u0000${text}`;
    let run = runs.get(key);
    if (!run) {
      run = font.layout(text, features);
      if (runs.size >= SHAPED_RUNS_PER_FONT) runs.clear();
      runs.set(key, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      direction: run.direction,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    };
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const HANGUL = /[\p{Script=Hangul}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/gu;
/** Characters that belong to no script (spaces, digits, punctuation) or take the script of the one before (marks). */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/**
 * Han characters look different in Korean, Japanese and Chinese type, and the API does not say which language a
 * title or a name is in, so the value itself decides: Hangul makes it Korean, kana Japanese; otherwise Japanese
 * when Noto Sans JP has every Han character of the value (Japanese company names are often all Han: 株式会社…),
 * else Chinese (simplified characters that Japanese does not use).
 */
function cjkOrder(fonts: CertificateFonts, text: string): FontKey[] {
  if (HANGUL.test(text)) return ['korean', 'japanese', 'chinese'];
  if (KANA.test(text)) return ['japanese', 'korean', 'chinese'];
  const han = text.match(HAN) ?? [];
  const japaneseHasAll = han.every((char) => fonts.japanese.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
  return japaneseHasAll ? ['japanese', 'chinese', 'korean'] : ['chinese', 'japanese', 'korean'];
}

/**
 * The font of each UTF-16 unit of `text` (both units of a surrogate pair get the same one). A character takes the
 * first font of the value's order that has it; a neutral character (space, digit, punctuation, combining mark)
 * stays with the font of the character before it, or after it, when that font has it, so a run of one script is
 * drawn in one piece and shaped as a whole. A character no font has falls back to Noto Sans (its missing-glyph box).
 */
export function fontsForText(fonts: CertificateFonts, text: string, base: FontKey = 'sans'): FontKey[] {
  const order: FontKey[] = [base, ...cjkOrder(fonts, text), 'arabic', 'thai'];
  const chars = Array.from(text);
  const has = (key: FontKey, char: string) => fonts[key].hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
  const strong = chars.map((char) =>
    NEUTRAL.test(char) ? undefined : (order.find((key) => has(key, char)) ?? base),
  );
  /** The font of the next character that has a script, for each position. */
  const next: (FontKey | undefined)[] = [];
  for (let index = chars.length - 1; index >= 0; index--) {
    next[index] = strong[index + 1] ?? next[index + 1];
  }
  const chosen: FontKey[] = [];
  chars.forEach((char, index) => {
    const near = [chosen[chosen.length - 1], next[index]];
    const key =
      strong[index] ??
      near.find((candidate) => candidate !== undefined && has(candidate, char)) ??
      order.find((candidate) => has(candidate, char)) ??
      base;
    for (let unit = 0; unit < char.length; unit++) chosen.push(key);
  });
  return chosen;
}
