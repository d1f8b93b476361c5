declare module 'wink-naive-bayes-text-classifier' {
  const winkNaiveBayesTextClassifier: () => unknown;
  export default winkNaiveBayesTextClassifier;
}
