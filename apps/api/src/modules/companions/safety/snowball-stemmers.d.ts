declare module 'snowball-stemmers' {
  export type Stemmer = { stem(word: string): string };
  export function newStemmer(language: string): Stemmer;
  export function algorithms(): string[];
  const snowball: { newStemmer: typeof newStemmer; algorithms: typeof algorithms };
  export default snowball;
}
