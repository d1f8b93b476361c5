/** Placeholder: replaced by the feature's real page. */
export function Component() {
  return <div className="p-10">faq-page</div>;
}
