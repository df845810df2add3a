// Lines of text in any script for the licence certificate (docs/product.md §11.2). pdfkit draws one font per call
// and lays out right-to-left text word by word in logical order, which puts the words of an Arabic name backwards; so
// a value is cut here into pieces of one font and one direction, wrapped at the places Unicode allows a line break
// (UAX #14, the `linebreak` package pdfkit itself uses), and each line ordered by the Unicode bidirectional
// algorithm (UAX #9, `bidi-js`). fontkit shapes each piece (Arabic joining, Indic and Thai marks) and puts the glyphs
// of a right-to-left script in visual order itself.
import bidiModule from 'bidi-js';
import LineBreaker from 'linebreak';
import { fontsForText, type CertificateFonts, type FontKey } from './certificateFonts.js';

// bidi-js is CommonJS (`module.exports = bidiFactory`) while its types declare an ES default export, so TypeScript
// sees the module where Node hands over the factory itself.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();
const HANGUL = /\p{Script=Hangul}/u;

/**
 * No OpenType features beyond the defaults. Passing a list, even an empty one, makes pdfkit shape a piece as a whole
 * rather than word by word (EmbeddedFont.layout), so a right-to-left piece keeps its words in order.
 */
export const WHOLE_RUN: never[] = [];

/** A piece of a line, ready to draw: `text` is what fontkit gets, so that its glyphs come out in visual order. */
export interface Piece {
  text: string;
  font: FontKey;
  width: number;
  /**
   * The piece's text in reading order, for copying and searching (PDF ActualText), when its glyphs do not map back
   * to it one by one: Arabic letters are drawn as a dotless form plus dots, an Indic vowel sign before its consonant,
   * and a reversed piece backwards.
   */
  actual?: string;
}

/** Scripts whose glyphs stand for their characters one by one, in order. */
const PLAIN_SCRIPTS =
  /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Common}\p{Script=Inherited}]*$/u;

export interface Line {
  /** Left to right. */
  pieces: Piece[];
  width: number;
  /** The paragraph reads right to left (its first strong character is, UAX #9 rule P2), so its lines align right. */
  rtl: boolean;
}

interface Segment {
  start: number;
  /** Where the segment's trailing spaces start. */
  contentEnd: number;
  end: number;
}

export class TextLayout {
  constructor(private readonly fonts: CertificateFonts) {}

  /** Width in points of `text` drawn in one font at `size`, shaped as pdfkit will shape it. */
  width(text: string, font: FontKey, size: number): number {
    const face = this.fonts[font];
    return (face.layout(text, WHOLE_RUN).advanceWidth * size) / face.unitsPerEm;
  }

  /** Whether fontkit lays `text` out right to left (it decides by the first character that has a script). */
  private fontkitRtl(text: string, font: FontKey): boolean {
    return this.fonts[font].layout(text, WHOLE_RUN).direction === 'rtl';
  }

  /**
   * Wraps `raw` into lines at most `maxWidth` wide. Control characters become spaces; a word wider than the line (a
   * transaction hash, an address) is cut between characters.
   */
  lines(raw: string, maxWidth: number, size: number, base: FontKey = 'sans'): Line[] {
    const text = raw.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
    if (text === '') return [];
    const keys = fontsForText(this.fonts, text, base);
    const levels = bidi.getEmbeddingLevels(text, 'auto');
    const measure = (start: number, end: number): number => {
      let total = 0;
      for (let run = start; run < end;) {
        let runEnd = run + 1;
        while (runEnd < end && keys[runEnd] === keys[run]) runEnd++;
        total += this.width(text.slice(run, runEnd), keys[run] ?? base, size);
        run = runEnd;
      }
      return total;
    };

    // Greedy: a line takes segments while the line, shaped as it will be drawn, still fits.
    const ranges: [number, number][] = [];
    let lineStart = -1;
    let lineContentEnd = 0;
    for (const segment of this.segments(text, maxWidth, measure)) {
      if (lineStart >= 0 && measure(lineStart, segment.contentEnd) > maxWidth) {
        ranges.push([lineStart, lineContentEnd]);
        lineStart = -1;
      }
      if (lineStart < 0) lineStart = segment.start;
      lineContentEnd = segment.contentEnd;
    }
    if (lineStart >= 0) ranges.push([lineStart, lineContentEnd]);

    return ranges.map(([start, end]) => this.line(text, keys, levels, start, end, size));
  }

  /** The stretches between line-break opportunities; one wider than the line is cut into characters. */
  private *segments(
    text: string,
    maxWidth: number,
    measure: (start: number, end: number) => number,
  ): Generator<Segment> {
    const breaker = new LineBreaker(text);
    let start = 0;
    for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
      const end = next.position;
      // Korean is written with spaces between words and wrapped there (CSS `word-break: keep-all`), not between any
      // two syllables as UAX #14 allows by default.
      if (end < text.length && HANGUL.test(text[end - 1] ?? '') && HANGUL.test(text[end] ?? '')) continue;
      const contentEnd = start + text.slice(start, end).trimEnd().length;
      if (measure(start, contentEnd) <= maxWidth) {
        yield { start, contentEnd, end };
      } else {
        // A character with its combining marks stays whole.
        for (const cluster of text.slice(start, end).matchAll(/\P{M}\p{M}*|\p{M}+/gu)) {
          const at = start + cluster.index;
          yield { start: at, contentEnd: at + cluster[0].length, end: at + cluster[0].length };
        }
      }
      start = end;
    }
  }

  /** One line's pieces in visual order (UAX #9 rule L2), each of one font and one embedding level. */
  private line(
    text: string,
    keys: FontKey[],
    levels: ReturnType<typeof bidi.getEmbeddingLevels>,
    start: number,
    end: number,
    size: number,
  ): Line {
    // bidi-js answers for the whole string with only this line's stretch reordered.
    const visual = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
    const pieces: Piece[] = [];
    let first = 0;
    for (let index = 1; index <= visual.length; index++) {
      const current = visual[index];
      const previous = visual[index - 1] as number;
      const level = levels.levels[previous] ?? 0;
      const step = level % 2 === 1 ? -1 : 1;
      if (
        current !== undefined &&
        current === previous + step &&
        keys[current] === keys[previous] &&
        levels.levels[current] === level
      ) {
        continue;
      }
      const from = visual[first] as number;
      const logicalStart = Math.min(from, previous);
      const logicalEnd = Math.max(from, previous) + 1;
      pieces.push(this.piece(text.slice(logicalStart, logicalEnd), keys[previous] ?? 'sans', level, size));
      first = index;
    }
    const rtl = (levels.paragraphs[0]?.level ?? 0) % 2 === 1;
    return { pieces, width: pieces.reduce((total, piece) => total + piece.width, 0), rtl };
  }

  /**
   * fontkit reverses a piece whose script is right to left. A right-to-left piece of spaces or punctuation is reversed
   * here instead, and a left-to-right piece that fontkit would reverse (Arabic-Indic digits, which UAX #9 keeps left
   * to right) is reversed here so that fontkit turns it back.
   */
  private piece(logical: string, font: FontKey, level: number, size: number): Piece {
    const rtl = level % 2 === 1;
    let chars = Array.from(logical);
    // UAX #9 rule L4: brackets and the like take their mirror image in right-to-left text. The fonts' `rtlm` feature
    // does not cover them (a parenthesis came out facing the wrong way), so the characters are swapped here.
    if (rtl) chars = chars.map((char) => bidi.getMirroredCharacter(char) ?? char);
    if (rtl !== this.fontkitRtl(logical, font)) chars = chars.reverse();
    const text = chars.join('');
    const actual = text === logical && PLAIN_SCRIPTS.test(logical) ? undefined : logical;
    return { text, font, width: this.width(text, font, size), actual };
  }
}
