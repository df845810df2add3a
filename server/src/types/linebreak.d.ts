// The part of `linebreak` 1.1 (UAX #14 line breaking, the package pdfkit uses) the licence certificate uses; the
// package ships no types.
declare module 'linebreak' {
  interface Break {
    /** The UTF-16 offset a line may start at. */
    position: number;
    /** A break the text demands (a line feed), not only allows. */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    /** The next break opportunity, or null after the last (which is at the end of the text). */
    nextBreak(): Break | null;
  }
}
